import { describe, expect, it } from 'vitest';
import { PRODUCT_TEMPLATES } from './product-templates';
import { SUBCATEGORIES } from './product-constants';

const byName = (name: string) => PRODUCT_TEMPLATES.find((t) => t.product_name === name)!;

describe('built-in templates', () => {
  it('has about 27 templates with unique keys and a description and image each', () => {
    expect(PRODUCT_TEMPLATES.length).toBe(27);
    expect(new Set(PRODUCT_TEMPLATES.map((t) => t.key)).size).toBe(27);
    for (const t of PRODUCT_TEMPLATES) {
      expect(t.description.length).toBeGreaterThan(20);
      expect(t.image).toBe(`/template-images/${t.key}.svg`);
      expect(SUBCATEGORIES).toContain(t.subcategory);
    }
  });

  it("carries the spec's examples", () => {
    expect(byName('Mid-stay Clean')).toMatchObject({ price: 100, preorder_by: 7, category: 'PO' });
    expect(byName('Pool Heating').price).toBe(75);
    expect(byName('Firewood')).toMatchObject({ price: 20, has_quantity: true, quantity: 1 });
    expect(byName('Errand Service')).toMatchObject({ price: 75, requires_approval: true });
    expect(byName('Ship an Item Home')).toMatchObject({ price: 35, requires_approval: true });
    expect(byName('Test Purchase')).toMatchObject({ price: 0, requires_approval: true });
    expect(byName('Request Early Check-In')).toMatchObject({
      price_type: 'multiple',
      is_early_checkin: true,
      product_prices: [{ time_label: '14:00:00', price: 30 }],
    });
    expect(byName('Request Late Check-Out').product_prices[0]!.time_label).toBe('13:00:00');
    for (const name of ['Return Postage', 'Tip the Cleaner', 'Damages', 'Event or Filming']) {
      expect(byName(name)).toMatchObject({ price_type: 'variable', price: 0 });
    }
  });
});
