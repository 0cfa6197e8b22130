import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import { connectPglite, connectPostgres, initialDataDirPath, type Database } from './client';
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
    const dataDir = path.join(config.DATA_DIR, 'db');
    startFromInitialDataDir(dataDir);
    const database = connectPglite(dataDir);
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

/** A new data directory starts as a copy of the build's initialised one, when there is one. */
function startFromInitialDataDir(dataDir: string) {
  const initial = initialDataDirPath();
  if (existsSync(path.join(dataDir, 'PG_VERSION')) || !existsSync(initial)) return;
  cpSync(initial, dataDir, { recursive: true });
}
