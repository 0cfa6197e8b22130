import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildProduct } from '../testing/product-fixture';
import { ProductCard } from './product-card';

describe('product card', () => {
  it('clamps a long unbroken name and keeps it whole for hover and screen readers', () => {
    const name = `Firewood${'x'.repeat(300)}`;
    render(
      <ProductCard
        product={buildProduct({ product_name: name })}
        currency="USD"
        onOpen={vi.fn()}
        onAction={vi.fn()}
        onToggleActive={vi.fn()}
      />,
    );
    const open = screen.getByRole('button', { name });
    const shown = screen.getByTitle(name);
    expect(open).toContainElement(shown);
    expect(shown.style.getPropertyValue('-webkit-line-clamp')).toBe('3');
    expect(shown).toHaveStyle({ overflow: 'hidden', overflowWrap: 'anywhere' });
  });
});
