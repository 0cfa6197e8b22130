import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceOutbox } from '../../../db/schema/index';
import { guestWithCart } from '../../../testing/shop-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { countEffectsLeft, markEffectsDone } from './outbox.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function effectsOf(orderId: string | null, keys: string[]) {
  return t.db
    .insert(commerceOutbox)
    .values(
      keys.map((key) => ({
        kind: 'receipt' as const,
        key,
        orderId,
        payload: orderId ? { orderId } : ({} as Record<string, string>),
      })),
    )
    .returning();
}

describe('marking effects done', () => {
  it("answers how many of its order's other effects are not done, as the count does", async () => {
    const [{ order }, { order: other }] = await Promise.all([guestWithCart(t), guestWithCart(t)]);
    const [first, second, third] = await effectsOf(
      order.id,
      ['a', 'b', 'c'].map((k) => `${order.id}:${k}`),
    );
    await effectsOf(other.id, [`${other.id}:a`]);

    expect(await markEffectsDone(t.db, [first!.id])).toBe(2);
    // Marking it again changes nothing and counts the same.
    expect(await markEffectsDone(t.db, [first!.id])).toBe(2);
    expect(await markEffectsDone(t.db, [third!.id])).toBe(1);
    expect(await countEffectsLeft(t.db, order.id)).toBe(1);
    expect(await markEffectsDone(t.db, [second!.id])).toBe(0);
    expect(await countEffectsLeft(t.db, order.id)).toBe(0);
    expect(await countEffectsLeft(t.db, other.id)).toBe(1);
  });

  it('marks several in one statement and counts what is left of their order', async () => {
    const { order } = await guestWithCart(t);
    const [first, second] = await effectsOf(
      order.id,
      ['a', 'b', 'c'].map((k) => `${order.id}:${k}`),
    );
    expect(await markEffectsDone(t.db, [first!.id, second!.id])).toBe(1);
    expect(await countEffectsLeft(t.db, order.id)).toBe(1);
  });

  it('answers null when there is nothing to mark', async () => {
    expect(await markEffectsDone(t.db, [])).toBeNull();
  });

  it('answers 0 for an effect of no order, and for an unknown one', async () => {
    const [loose] = await effectsOf(null, [`loose:${crypto.randomUUID()}`]);
    expect(await markEffectsDone(t.db, [loose!.id])).toBe(0);
    expect(await markEffectsDone(t.db, [crypto.randomUUID()])).toBe(0);
  });
});
