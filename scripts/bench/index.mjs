// `npm run bench [-- api|bundle|lighthouse|orders|start|journey|journey-floor|payouts]`: prints the speed figures of the issues' targets.
import { buildIfStale, root } from '../build-if-stale.mjs';
import { benchBundleSize } from './bundle-size.mjs';
import { benchJourney } from './journey.mjs';
import { benchJourneyFloor } from './journey-floor.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchOrders } from './orders.mjs';
import { benchPayouts } from './payouts.mjs';
import { benchStart } from './start.mjs';
import { benchStorefrontApi } from './storefront-api.mjs';

const wanted = process.argv.slice(2);
const all = wanted.length === 0;
buildIfStale();
if (all || wanted.includes('bundle')) benchBundleSize(root);
if (all || wanted.includes('api')) await benchStorefrontApi(root);
if (all || wanted.includes('lighthouse')) await benchLighthouse(root);
if (all || wanted.includes('orders')) await benchOrders(root);
if (all || wanted.includes('start')) await benchStart(root);
if (all || wanted.includes('journey')) await benchJourney(root);
if (wanted.includes('journey-floor')) await benchJourneyFloor(root);
if (all || wanted.includes('payouts')) await benchPayouts(root);
