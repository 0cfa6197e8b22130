import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInvitation } from '../testing/cohost-factory';
import { STRONG_PASSWORD, uniqueEmail } from '../testing/factories';
import { hostWithMerchantRequest, validLocalProduct } from '../testing/merchant-factory';
import { validProduct } from '../testing/product-factory';
import { daysFromToday, requestOnHold } from '../testing/request-factory';
import { validStore } from '../testing/store-factory';
import { signedInSupport } from '../testing/support-factory';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';

/**
 * Fuzzes every operation of the OpenAPI document: each body, query and path field gets wrong
 * types, null, nothing, null characters, huge texts, overflowing numbers and impossible dates,
 * and each body comes malformed or with the wrong content type, from an anonymous caller, a
 * guest, a host and support. Nothing may answer 5xx, and every error must be in the spec's
 * format in plain words.
 */

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maxLength?: number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
}

interface Operation {
  method: string;
  path: string;
  params: { name: string; in: 'path' | 'query'; schema: JsonSchema }[];
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation['params'];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

const HUGE = 'x'.repeat(100_000);

/** What every body field is sent in turn (undefined: the field is left out). */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  12345,
  true,
  {},
  [],
  'a\u0000b',
  HUGE,
  2 ** 31,
  2 ** 53,
  -1e308,
  1.5,
  'NaN',
  '1e9999',
  '2027-02-30',
  '',
];

/** What every query and path parameter is sent in turn, already written for the URL. */
const BAD_PARAMS: string[] = [
  '',
  'x',
  'a%00b',
  '%00',
  '%ff',
  encodeURIComponent(HUGE),
  String(2 ** 31),
  '9007199254740993',
  '-1e308',
  'NaN',
  '1e9999',
  '2027-02-30',
  '0000-01-01',
  '-1',
];

/** Whole bodies that are not a JSON object, or not JSON at all. */
const BAD_BODIES: { payload: string; contentType: string }[] = [
  { payload: '{"broken"', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '{"__proto__": {"admin": true}}', contentType: 'application/json' },
  { payload: 'name=x', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'plain words', contentType: 'text/plain' },
  { payload: '<a/>', contentType: 'application/xml' },
  { payload: '--x\r\n', contentType: 'multipart/form-data' },
];

/** zod's own wording, which a person should never read. */
const MACHINE_WORDING =
  /Invalid input|expected .*received|Too (big|small):|Unrecognized key|Invalid (option|string|UUID|email)/;

function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

/** A value the schema accepts, so that one bad field at a time reaches as deep as it can. */
function sampleOf(schema: JsonSchema, name: string, known: Record<string, unknown>): unknown {
  if (name in known) return known[name];
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return sampleOf(schema.anyOf[0]!, name, known);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email' || /email/i.test(name)) return uniqueEmail('fuzz');
      return 'Sample'.slice(0, schema.maxLength ?? 6);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return schema.minItems && schema.items ? [sampleOf(schema.items, `${name}[]`, known)] : [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [
          key,
          sampleOf(schema.properties?.[key] ?? {}, key, known),
        ]),
      );
    default:
      return 'Sample';
  }
}

let t: TestApp;
let world: Awaited<ReturnType<typeof buildWorld>>;

/** A host with a store, a product and a request on hold, a guest who bought it, and support. */
async function buildWorld(app: TestApp) {
  const held = await requestOnHold(app);
  const merchant = await hostWithMerchantRequest(app, uniqueEmail('merchant'));
  const support = await signedInSupport(app);
  const merchants = (await support.client.get('/api/services/admin/merchants/')).json() as {
    results: { id: string }[];
  };
  const merchantId = merchants.results[0]!.id;
  const localProducts = (
    await support.client.get(`/api/services/admin/merchants/${merchantId}/local-products/`)
  ).json() as { results: { id: string }[] };
  const cart = (
    await held.guest.client.get(`/api/services/guest/order/${held.order.id}/detail/`)
  ).json() as { order_products: { id: string }[] };
  const customerId = (await held.guest.client.post('/api/services/order/create-customer/')).json()
    .id as string;
  const invitation = await insertInvitation(app.db, held.host.ownerId, uniqueEmail('cohost'));
  const ids = {
    storeId: held.storeId,
    productId: held.product.id,
    orderId: held.order.id,
    orderProductId: cart.order_products[0]!.id,
    purchaseId: held.purchase.id,
    ownerUuid: held.purchase.ownerUuid,
    ownerId: held.host.ownerId,
    merchantId,
    localProductId: localProducts.results[0]!.id,
    invitationUuid: invitation.invitationUuid,
    customerId,
  };
  const cookieOf = (client: TestClient) =>
    [...client.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
  return {
    ids,
    callers: {
      anonymous: '',
      guest: cookieOf(held.guest.client),
      host: cookieOf(held.host.client),
      support: cookieOf(support.client),
    },
    merchantStoreId: merchant.store.id,
  };
}

/** The id a path parameter names, read from the segment before it. */
function validParam(path: string, name: string): string {
  const { ids } = world;
  const before = path.slice(0, path.indexOf(`{${name}}`));
  if (name === 'actorType') return 'owner';
  if (name === 'provider') return 'google-oauth2';
  if (name === 'subdomain') return 'lake-house';
  if (name === 'uuid') return before.includes('co-host') ? ids.invitationUuid : ids.ownerUuid;
  if (name === 'storeId') return ids.storeId;
  if (name === 'orderId') return ids.orderId;
  if (name === 'ownerId') return ids.ownerId;
  if (name === 'purchaseId') return ids.purchaseId;
  const owners: [RegExp, string][] = [
    [/\/admin\/merchants\/$/, ids.merchantId],
    [/\/admin\/local-products\/$/, ids.localProductId],
    [/\/orderproduct\/$/, ids.orderProductId],
    [/\/order\/$/, ids.orderId],
    [/\/product\/$/, ids.productId],
    [/\/owner\/$/, ids.ownerId],
    [/\/(store|copy)\/$/, ids.storeId],
  ];
  return owners.find(([pattern]) => pattern.test(before))?.[1] ?? randomUUID();
}

/** Valid bodies of the calls whose fields depend on each other or on the world's ids. */
function knownBody(op: Operation): Record<string, unknown> | undefined {
  const { ids } = world;
  const key = `${op.method} ${op.path}`;
  const product = validProduct(ids.storeId);
  const { store_id: _storeId, ...productUpdate } = product;
  const cartLine = { product_id: ids.productId, quantity: 1, delivery_date: daysFromToday(10) };
  const bodies: Record<string, Record<string, unknown>> = {
    'POST /api/services/store/create/': { ...validStore(), ownerId: ids.ownerId },
    'POST /api/services/store/copy/{id}/': { ...validStore(), ownerId: ids.ownerId },
    'PATCH /api/services/store/{id}/': { city: 'Boulder' },
    'POST /api/services/product/create/': product,
    'POST /api/services/product/{id}/update/': productUpdate,
    'POST /api/services/product/reorder/': {
      storeId: ids.storeId,
      productsPositions: [{ id: ids.productId, position: 0 }],
    },
    'PATCH /api/services/order/add/': cartLine,
    'PATCH /api/services/orderproduct/{id}/update/': cartLine,
    'POST /api/services/order/create-payment-intent/': {
      order_id: ids.orderId,
      customer_id: ids.customerId,
    },
    'POST /api/services/order/{orderId}/update-customer/': {
      first_name: 'Lina',
      last_name: 'Park',
      phone: '+1 415 555 0100',
      customer_id: ids.customerId,
    },
    'POST /api/services/payments/simulated/confirm/': {
      client_secret: 'sim_secret',
      card_number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 2,
      cvc: '123',
      email: 'lina@example.com',
    },
    'POST /api/services/admin/merchants/{id}/local-products/': validLocalProduct(),
    'POST /api/jwt/login/': { email: uniqueEmail('nobody'), password: STRONG_PASSWORD },
    'POST /api/services/masquerade/start/': { ownerId: ids.ownerId },
  };
  bodies['PUT /api/services/admin/local-products/{id}/'] =
    bodies['POST /api/services/admin/merchants/{id}/local-products/']!;
  return bodies[key];
}

function baselineBody(op: Operation): Record<string, unknown> {
  const known = { store_id: world.ids.storeId, storeId: world.ids.storeId };
  return knownBody(op) ?? (sampleOf(op.body ?? {}, 'body', known) as Record<string, unknown>);
}

function urlOf(op: Operation, pathValues: Record<string, string> = {}, query = '') {
  const path = op.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => pathValues[name] ?? encodeURIComponent(validParam(op.path, name)),
  );
  return query ? `${path}?${query}` : path;
}

/** Every request of one operation: one bad thing at a time. */
function requestsFor(op: Operation): InjectOptions[] {
  const method = op.method as InjectOptions['method'];
  const json = (payload: unknown): InjectOptions => ({
    method,
    url: urlOf(op),
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });
  const requests: InjectOptions[] = [];
  for (const param of op.params) {
    for (const value of BAD_PARAMS) {
      requests.push(
        param.in === 'path'
          ? {
              ...(op.body ? json(baselineBody(op)) : { method }),
              url: urlOf(op, { [param.name]: value }),
            }
          : { method, url: urlOf(op, {}, `${param.name}=${value}`) },
      );
    }
  }
  if (!op.body) return requests.length ? requests : [{ method, url: urlOf(op) }];
  const baseline = baselineBody(op);
  requests.push(json(baseline));
  for (const field of Object.keys(op.body.properties ?? {})) {
    for (const value of BAD_VALUES) {
      requests.push(json({ ...baseline, [field]: value }));
    }
    // One level down: every field of a nested object or list item gets the same bad value.
    const nested = op.body.properties![field]!;
    const inner = nested.items?.properties ?? nested.properties;
    if (inner) {
      for (const value of BAD_VALUES) {
        const item = Object.fromEntries(Object.keys(inner).map((key) => [key, value]));
        requests.push(json({ ...baseline, [field]: nested.items ? [item] : item }));
      }
    }
  }
  requests.push(json({ ...baseline, unknown_field: 'x' }));
  for (const { payload, contentType } of BAD_BODIES) {
    requests.push({ method, url: urlOf(op), payload, headers: { 'content-type': contentType } });
  }
  return requests;
}

/** What is wrong with an answer, or null when it is a success or an error in the spec's format. */
function formatProblem(status: number, contentType: string, text: string): string | null {
  if (status >= 500) return 'server error';
  if (status < 400) return null;
  if (!contentType.startsWith('application/json')) return `not JSON (${contentType})`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'body is not valid JSON';
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'not an object';
  const entries = Object.entries(body);
  if (status === 400 || (status === 409 && !('detail' in body))) {
    if (entries.length === 0) return 'a 400 without a field';
    for (const [field, list] of entries) {
      if (!Array.isArray(list) || list.length === 0 || !list.every((m) => typeof m === 'string'))
        return `field ${field} is not a list of messages`;
      const machine = list.find((m: string) => MACHINE_WORDING.test(m));
      if (machine) return `field ${field} says "${machine}"`;
    }
    return null;
  }
  if (entries.length !== 1 || typeof (body as { detail?: unknown }).detail !== 'string')
    return 'not {detail}';
  return null;
}

beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('bad input never causes a server error or an error outside the spec format', () => {
  it('holds for every operation, field and caller', async () => {
    const doc = (await t.client().get('/api/openapi.json')).json() as OpenApiDocument;
    // Calls that end or redirect a session, and deletions, go last so the rest run signed in.
    const lateness = (op: Operation) =>
      /logout|masquerade\/stop/.test(op.path)
        ? 2
        : /delete|refund|deny|cancel/.test(op.path)
          ? 1
          : 0;
    const ops = operationsOf(doc).sort((a, b) => lateness(a) - lateness(b));
    expect(ops.length).toBeGreaterThan(70);
    const failures: string[] = [];
    let sent = 0;
    for (const [caller, cookie] of Object.entries(world.callers)) {
      for (const op of ops) {
        for (const request of requestsFor(op)) {
          const label = `${caller} ${op.method} ${request.url!.toString().slice(0, 120)} ${String(request.payload ?? '').slice(0, 100)}`;
          sent += 1;
          let response;
          try {
            // Each caller keeps its own session: a call that starts another one is not followed.
            response = await t.app.inject({
              ...request,
              headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
            });
          } catch (error) {
            failures.push(`${label} -> no answer: ${String(error)}`);
            continue;
          }
          const problem = formatProblem(
            response.statusCode,
            String(response.headers['content-type'] ?? ''),
            response.body,
          );
          if (problem) {
            failures.push(
              `${label} -> ${response.statusCode} ${problem}: ${response.body.slice(0, 160)}`,
            );
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(5000);
    expect(failures).toEqual([]);
  }, 600_000);
});
