import { describe, expect, it } from 'vitest';
import { buildLocalProduct, buildProduct } from '../testing/product-fixture';
import {
  productBadges,
  productMenuActions,
  productPriceText,
  productQuantityText,
  productShareLink,
} from './product-display';

describe('product card texts', () => {
  it('shows the badges of pre-orders, requests, links and sold-out items', () => {
    expect(productBadges(buildProduct())).toEqual([]);
    expect(
      productBadges(
        buildProduct({
          is_preorder: true,
          is_request: true,
          is_external_link: true,
          category: 'LINK',
          is_out_of_stock: true,
        }),
      ),
    ).toEqual(['Pre-order', 'Request', 'Link', 'Out of stock']);
    expect(productBadges(buildLocalProduct({ category: 'AF' }))).toEqual(['Link']);
  });

  it('shows the price, "Variable price", the lowest option or the affiliate commission', () => {
    expect(productPriceText(buildProduct({ price: 20 }))).toBe('$20.00');
    expect(productPriceText(buildProduct({ price_type: 'variable', price: 0 }))).toBe(
      'Variable price',
    );
    const rows = [
      {
        id: 'a',
        label: 'Small',
        time_label: '',
        price: 30,
        arrangement: 0,
        is_variable_price: false,
      },
      {
        id: 'b',
        label: 'Large',
        time_label: '',
        price: 12.5,
        arrangement: 1,
        is_variable_price: false,
      },
    ];
    expect(productPriceText(buildProduct({ price_type: 'multiple', product_prices: rows }))).toBe(
      'From $12.50',
    );
    expect(
      productPriceText(buildLocalProduct({ category: 'AF', owner_local_product_commission: 0.08 })),
    ).toBe('8% commission');
    expect(productPriceText(buildProduct({ price: 20 }), 'EUR')).toBe('€20.00');
  });

  it('shows the tracked quantity, or n/a', () => {
    expect(productQuantityText(buildProduct({ has_quantity: true, quantity: 3 }))).toBe(
      'Quantity: 3',
    );
    expect(productQuantityText(buildProduct({ has_quantity: false, quantity: null }))).toBe(
      'Quantity: n/a',
    );
  });
});

describe('product card menu', () => {
  it('offers everything but the group delete for an own product without a group', () => {
    expect(productMenuActions(buildProduct())).toEqual(['edit', 'propagate', 'share', 'delete']);
    expect(productMenuActions(buildProduct({ product_group_id: 'group-1' }))).toEqual([
      'edit',
      'propagate',
      'share',
      'delete',
      'massDelete',
    ]);
  });

  it('has no share link for an own link product', () => {
    expect(productMenuActions(buildProduct({ category: 'LINK', is_external_link: true }))).toEqual([
      'edit',
      'propagate',
      'delete',
    ]);
  });

  it('only shares a local vendor item, and has no menu for a local link item', () => {
    expect(productMenuActions(buildLocalProduct())).toEqual(['share']);
    expect(productMenuActions(buildLocalProduct({ category: 'AF' }))).toEqual([]);
  });

  it('builds the share link from the store link', () => {
    expect(productShareLink('http://localhost:3000/store/s1/', 'p1')).toBe(
      'http://localhost:3000/store/s1/?product=p1',
    );
  });
});
