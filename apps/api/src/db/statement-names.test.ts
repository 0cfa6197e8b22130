import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import { GuestPathPool, nameRepeatedStatements } from './statement-names';

// Named statements are a PostgreSQL server matter; PGlite runs in process and has no connections.
describe.skipIf(!process.env.TEST_DATABASE_URL)('statements named on a connection', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let guestPool: GuestPathPool;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
    pool.on('connect', nameRepeatedStatements);
    guestPool = new GuestPathPool(pool);
  });
  afterAll(async () => {
    await pool.end();
    await database.close();
  });

  /** Runs `work` on a connection taken on the guest's path, released after. */
  const onGuestPath = async (work: (client: pg.PoolClient) => Promise<void>) => {
    const client = await guestPool.connect();
    try {
      await work(client);
    } finally {
      client.release();
    }
  };

  const prepared = async (client: pg.PoolClient) =>
    (await client.query('SELECT statement FROM pg_prepared_statements')).rows.map(
      (row: { statement: string }) => row.statement,
    );

  it('prepares a statement with parameters from its second run on, and answers the same', () =>
    onGuestPath(async (client) => {
      const text = 'SELECT $1::int + 1 AS next';
      expect((await client.query(text, [1])).rows).toEqual([{ next: 2 }]);
      expect(await prepared(client)).not.toContain(text);
      expect((await client.query({ text, values: [2] })).rows).toEqual([{ next: 3 }]);
      expect(await prepared(client)).toContain(text);
      expect((await client.query(text, [41])).rows).toEqual([{ next: 42 }]);
      expect((await prepared(client)).filter((s) => s === text)).toHaveLength(1);
    }));

  it('names nothing outside the guest path, nor once its connection went back', async () => {
    const text = 'SELECT $1::int * 2 AS twice';
    await onGuestPath(async (client) => {
      await client.query('SELECT $1::int - 1 AS before', [1]);
    });
    for (let i = 0; i < 3; i += 1) await pool.query(text, [i]);
    const client = await pool.connect();
    try {
      for (let i = 0; i < 3; i += 1) await client.query(text, [i]);
      expect(await prepared(client)).not.toContain(text);
    } finally {
      client.release();
    }
  });

  it("names the guest path's queries sent without taking a connection, and answers the same", async () => {
    const text = 'SELECT $1::int * 3 AS thrice';
    expect((await guestPool.query(text, [1])).rows).toEqual([{ thrice: 3 }]);
    expect((await guestPool.query({ text, values: [2] })).rows).toEqual([{ thrice: 6 }]);
    const client = await pool.connect();
    try {
      expect(await prepared(client)).toContain(text);
    } finally {
      client.release();
    }
  });

  it('gives a connection back to the pool when a query of the guest path fails', async () => {
    await expect(guestPool.query('SELECT $1::int FROM no_such_table', [1])).rejects.toThrow(
      /no_such_table/,
    );
    expect((await guestPool.query('SELECT $1::text AS ok', ['yes'])).rows).toEqual([{ ok: 'yes' }]);
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it('leaves statements without parameters on the simple protocol, several commands and all', () =>
    onGuestPath(async (client) => {
      for (let i = 0; i < 3; i += 1) {
        await client.query('CREATE TEMP TABLE IF NOT EXISTS t (n int); INSERT INTO t VALUES (1)');
      }
      expect((await client.query('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 3 }]);
      expect((await prepared(client)).some((s) => s.includes('TEMP TABLE'))).toBe(false);
    }));

  it('keeps a statement that failed to parse unprepared, and the connection usable', () =>
    onGuestPath(async (client) => {
      const broken = 'SELECT $1::int FROM no_such_table';
      for (let i = 0; i < 3; i += 1) {
        await expect(client.query(broken, [1])).rejects.toThrow(/no_such_table/);
      }
      expect((await client.query('SELECT $1::text AS ok', ['yes'])).rows).toEqual([{ ok: 'yes' }]);
    }));

  it('stops preparing new texts on a connection once it holds 500', () =>
    onGuestPath(async (client) => {
      for (let i = 0; i < 520; i += 1) {
        const text = `SELECT $1::int + ${i} AS n`;
        await client.query(text, [0]);
        await client.query(text, [0]);
      }
      const mine = (await prepared(client)).filter((s) => s.endsWith('AS n'));
      expect(mine.length).toBeLessThanOrEqual(500);
      expect(mine.length).toBeGreaterThan(400);
      expect((await client.query('SELECT $1::int + 519 AS n', [1])).rows).toEqual([{ n: 520 }]);
    }));
});
