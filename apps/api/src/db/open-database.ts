import path from 'node:path';
import type { AppConfig } from '../config';
import { connectPglite, connectPostgres, type Database } from './client';
import { lockDataDir, type LockHolder } from './data-dir-lock';

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR/db, which only one
 * process at a time may open (see lockDataDir): `holder` says who this one is.
 */
export function openDatabase(
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR'>,
  holder: LockHolder,
): Database {
  if (config.DATABASE_URL) return connectPostgres(config.DATABASE_URL);
  const release = lockDataDir(config.DATA_DIR, holder);
  try {
    const database = connectPglite(path.join(config.DATA_DIR, 'db'));
    return {
      ...database,
      async close() {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
