import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { GuestPathPool, nameRepeatedStatements } from './statement-names';

/**
 * Both drivers expose the same Drizzle query builder; the node-postgres type stands for both so
 * that repositories are written once.
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /**
   * The same database for the guest's journey and the work it starts (the payment event after a
   * confirm): on PostgreSQL its repeated statements are named and planned once per connection
   * (db/statement-names.ts). Lists and reports use `db`.
   */
  guestDb: Db;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The SQL migrations ship beside the sources (dev) or the bundle (dist). */
export function findMigrationsFolder(): string {
  const candidates = [path.resolve(here, '../drizzle'), path.resolve(here, '../../drizzle')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations found in ${candidates.join(' or ')}`);
  return found;
}

/** Made by the build (apps/api/build.mjs) beside the bundle: see initialiseDataDir. */
export function initialDataDirPath(): string {
  return path.resolve(findMigrationsFolder(), '../dist/initial-database');
}

export function connectPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
  pool.on('connect', nameRepeatedStatements);
  const db = drizzlePg(pool, { schema });
  const guestDb = drizzlePg({ client: new GuestPathPool(pool) as unknown as pg.Pool, schema });
  return {
    db,
    guestDb,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: findMigrationsFolder() }),
    close: () => pool.end(),
  };
}

/**
 * PGlite's default shared_buffers (128 MB) doubled the resident memory of a local server for no
 * gain at this scale; 16 MB keeps `npm start` within its memory budget.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

/** `dataDir` undefined keeps the database in memory (tests). */
export function connectPglite(dataDir?: string): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, { postgresqlconf: PGLITE_SETTINGS });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    guestDb: db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: findMigrationsFolder() }),
    close: () => client.close(),
  };
}

/**
 * initdb is most of a first start's time and memory (seconds, and close to 1 GB that the
 * WebAssembly heap never gives back), so the build runs it once with the migrations and a first
 * start copies the result.
 */
export async function initialiseDataDir(dataDir: string) {
  const database = connectPglite(dataDir);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}
