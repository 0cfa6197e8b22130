import { afterEach, describe, expect, it, vi } from 'vitest';
import { endEveryOrderWatch, MAX_ORDER_WATCHERS, orderChanged, watchOrder } from './order-changes';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

afterEach(() => {
  endEveryOrderWatch();
  vi.useRealTimers();
});

describe('watching an order', () => {
  it("wakes every watch of the order that changed, and not another order's", async () => {
    const first = watchOrder(A, 60_000);
    const second = watchOrder(A, 60_000);
    const other = watchOrder(B, 60_000);
    orderChanged(A);
    expect(await first.ended).toBe('changed');
    expect(await second.ended).toBe('changed');
    const otherEnd = vi.fn();
    void other.ended.then(otherEnd);
    await Promise.resolve();
    expect(otherEnd).not.toHaveBeenCalled();
  });

  it('ends when the wait is over, and a change after that wakes nothing', async () => {
    vi.useFakeTimers();
    const watch = watchOrder(A, 1000);
    vi.advanceTimersByTime(1000);
    expect(await watch.ended).toBe('waited');
    orderChanged(A);
    expect(await watch.ended).toBe('waited');
  });

  it('ends every watch when the server closes', async () => {
    const a = watchOrder(A, 60_000);
    const b = watchOrder(B, 60_000);
    endEveryOrderWatch();
    expect(await Promise.all([a.ended, b.ended])).toEqual(['closing', 'closing']);
  });

  it('stops waiting past the limit of watches, and makes room again as they end', async () => {
    const watches = Array.from({ length: MAX_ORDER_WATCHERS }, () => watchOrder(A, 60_000));
    const over = watchOrder(B, 60_000);
    expect(await over.ended).toBe('waited');
    watches[0]!.stop();
    const next = watchOrder(B, 60_000);
    orderChanged(B);
    expect(await next.ended).toBe('changed');
  });
});
