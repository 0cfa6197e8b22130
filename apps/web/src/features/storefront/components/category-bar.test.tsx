import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryBar } from './category-bar';

const tabs = ['Rentals', 'Add ons', 'Food and beverage', 'Guest services', 'Goods and essentials'];

/** A screen this wide: min-width media queries up to it match. */
function setScreenWidth(width: number) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return { ...original(query), matches: min ? width >= Number(min[1]) : false };
  };
  return () => {
    window.matchMedia = original;
  };
}

let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe('CategoryBar', () => {
  it('shows All products and keeps the other categories in a View dropdown on phones', async () => {
    const onSelect = vi.fn();
    render(<CategoryBar tabs={tabs} selected={null} onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'All products' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Rentals' })).toBeInTheDocument();
    const view = screen.getByRole('button', { name: 'View' });
    expect(view).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(view);
    expect(view).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Guest services' }));
    expect(onSelect).toHaveBeenCalledWith('Guest services');
  });

  it('labels the dropdown More from 1440 px', () => {
    restore = setScreenWidth(1440);
    render(
      <CategoryBar
        tabs={[...tabs, 'Extra 1', 'Extra 2', 'Extra 3']}
        selected={null}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View' })).not.toBeInTheDocument();
  });

  it('has no dropdown when every category fits', () => {
    restore = setScreenWidth(1280);
    render(<CategoryBar tabs={tabs} selected="Add ons" onSelect={() => {}} />);
    expect(screen.queryByRole('button', { name: /View|More/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add ons' })).toHaveAttribute('aria-current', 'true');
  });
});
