import path from 'node:path';
import type { AppConfig } from '../config';
import { connectPglite, connectPostgres, type Database } from './client';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR/db. */
export function openDatabase(config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR'>): Database {
  return config.DATABASE_URL
    ? connectPostgres(config.DATABASE_URL)
    : connectPglite(path.join(config.DATA_DIR, 'db'));
}
