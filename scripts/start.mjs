// `npm start`: builds what is missing or stale, then runs the server (which applies migrations)
// in this same process: a parent process kept only to start it would hold some 45 MB for nothing.
// The V8 flags that keep the server small are on package.json's `start` line (docs/decisions/025).
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
