import v8 from 'node:v8';

/**
 * Turns off V8's allocation-site pretenuring for the server process. V8 moves an allocation site
 * to the old generation once most of its objects survive young collections; node-postgres builds
 * every row of every query at one site, so a few rows that outlive a slow response decide for all
 * later ones. Each row of a 125,000-line CSV export then went straight to the old generation and
 * its field strings with it: the heap grew by 90-100 MB until the next full collection, against
 * 8-15 MB without pretenuring (npm run bench -- orders; docs/decisions/028). A server's objects
 * live for one request, which is the case pretenuring gets wrong.
 */
export function tuneV8ForRequests() {
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
}
