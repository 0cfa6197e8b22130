import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectPglite, connectPostgres, type Database } from '../db/client';

/**
 * A fresh, migrated database per test file: a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL (what CI uses), else an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = connectPglite();
    await database.migrate();
    return database;
  }
  const name = `stayfront_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = connectPostgres(url.toString());
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
    },
  };
}
