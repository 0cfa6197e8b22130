// Run by the build: the initialised, migrated embedded database that a first start copies.
import { rmSync } from 'node:fs';
import { initialDataDirPath, initialiseDataDir } from '../db/client';

const dataDir = initialDataDirPath();
rmSync(dataDir, { recursive: true, force: true });
await initialiseDataDir(dataDir);
