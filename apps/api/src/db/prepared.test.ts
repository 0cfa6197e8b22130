import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import type { DbOrTx } from './client';
import { preparedOnce } from './prepared';
import { paymentEvents } from './schema/index';

describe('a statement prepared once', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let builds = 0;
  const eventById = preparedOnce((db) => {
    builds += 1;
    return db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, sql.placeholder('id')))
      .prepare('test_event_by_id');
  });
  const find = async (db: DbOrTx, id: string) => (await eventById(db).execute({ id })).length > 0;
  const insert = (db: DbOrTx, id: string) => db.insert(paymentEvents).values({ id, type: 'test' });

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('runs inside each transaction on its connection, seeing what that transaction wrote', async () => {
    const { db } = database;
    await insert(db, 'evt_committed');
    expect(await find(db, 'evt_committed')).toBe(true);
    const rolledBack = new Error('rolled back');
    const seen = (id: string, other: string) =>
      db.transaction(async (tx) => {
        await insert(tx, id);
        expect(await find(tx, id)).toBe(true);
        expect(await find(tx, other)).toBe(false);
        throw rolledBack;
      });
    for (let round = 0; round < 3; round += 1) {
      const outcomes = await Promise.allSettled([
        seen(`evt_a${round}`, `evt_b${round}`),
        seen(`evt_b${round}`, `evt_a${round}`),
      ]);
      // Each saw its own uncommitted row and not the other's, then rolled back.
      expect(outcomes).toEqual([
        { status: 'rejected', reason: rolledBack },
        { status: 'rejected', reason: rolledBack },
      ]);
    }
    await db.transaction(async (tx) => {
      await insert(tx, 'evt_kept');
      expect(await find(tx, 'evt_kept')).toBe(true);
      expect(await find(tx, 'evt_committed')).toBe(true);
      expect(await find(tx, 'evt_a0')).toBe(false);
    });
    expect(await find(db, 'evt_kept')).toBe(true);
    expect(await find(db, 'evt_a0')).toBe(false);
    expect(await find(database.guestDb, 'evt_kept')).toBe(true);
    expect(builds).toBe(1);
  });
});
