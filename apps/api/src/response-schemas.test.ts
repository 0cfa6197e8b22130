import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

/**
 * Every JSON call documents its answer with a schema from the wire contract, so the OpenAPI
 * document is complete and a serializer cannot drift from what the web app reads.
 */

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
}

// Sign-in and partner connections answer with a redirect to the provider or back to the app.
const REDIRECT_ROUTES = [
  'GET /api/auth/login/{provider}/',
  'GET /api/auth/complete/{provider}/',
  'GET /api/auth/login/ownerrez/',
  'GET /api/auth/complete/ownerrez/',
  'GET /api/auth/login/hospitable/',
  'GET /api/auth/complete/hospitable/',
  'GET /api/auth/login/turno/',
  'GET /api/auth/complete/turno/',
  // Stripe Connect onboarding comes back to these and is sent on (to Stripe or the payouts page).
  'GET /api/services/stripe/refresh/{id}/',
  'GET /api/services/stripe/return/{id}/',
];

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function operations(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      responses: operation.responses ?? {},
    })),
  );
}

describe('response schemas', () => {
  it('document a 2xx answer for every JSON route', () => {
    const document = testApp.app.swagger() as unknown as OpenApiDocument;
    const all = operations(document);
    const undocumented = all
      .filter(({ responses }) =>
        Object.entries(responses).every(
          ([code, answer]) => !code.startsWith('2') || !answer.content,
        ),
      )
      .map(({ route }) => route);

    expect(all.length).toBeGreaterThan(100);
    expect(undocumented.sort()).toEqual([...REDIRECT_ROUTES].sort());
  });
});
