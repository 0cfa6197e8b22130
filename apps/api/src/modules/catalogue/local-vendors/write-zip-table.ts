import { writeFileSync } from 'node:fs';
import zipcodes from 'zipcodes';
import { apiAssetPath } from '../../../lib/api-assets';
import { ZIP_TABLE_ASSET } from './zip-distance';
import { encodeZipTable } from './zip-table';

// `npm run -w apps/api zip-table`: writes the compact ZIP table the server reads, after the
// `zipcodes` package (a devDependency, for this and the test that compares distances) changed.
const table = encodeZipTable(
  Object.entries(zipcodes.codes).map(([code, { latitude, longitude }]) => ({
    code,
    latitude,
    longitude,
  })),
);
writeFileSync(apiAssetPath(ZIP_TABLE_ASSET), table);
process.stdout.write(`${ZIP_TABLE_ASSET}: ${table.length} bytes\n`);
