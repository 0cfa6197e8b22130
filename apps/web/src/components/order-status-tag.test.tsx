import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderStatusTag } from './order-status-tag';

describe('order status tag', () => {
  it('gives every status a colour of its own, Needs approval included', () => {
    const statuses = ['completed', 'hold', 'cancel', 'refunded'] as const;
    const { container } = render(
      <>
        {statuses.map((status) => (
          <OrderStatusTag key={status} status={status} />
        ))}
      </>,
    );
    const tag = screen.getByText('Needs approval').closest('.ant-tag')!;
    expect(tag.className).toMatch(/ant-tag-gold/);
    const colours = [...container.querySelectorAll('.ant-tag')].map((element) =>
      [...element.classList].find((name) => /^ant-tag-(green|gold|red|orange)$/.test(name)),
    );
    expect(new Set(colours).size).toBe(statuses.length);
  });
});
