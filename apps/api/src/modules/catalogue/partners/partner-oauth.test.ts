import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../../../testing/factories';
import { startFakePartners, type FakePartners } from '../../../testing/fake-partners';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app';

let t: TestApp;
let fake: FakePartners;

beforeAll(async () => {
  fake = await startFakePartners();
  fake.state.listings = [
    {
      id: '7',
      name: 'Bay Cottage',
      street: '3 Bay Rd',
      city: 'Monterey',
      state: 'CA',
      zipcode: '93940',
      country: 'US',
    },
    { id: '8', name: 'Hill House' },
  ];
  t = await createTestApp({ env: { ...fake.env, PARTNER_TIMEOUT_MS: '1000' } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** Starts the OAuth flow and lets the fake partner answer its sign-in page; answers the callback. */
async function authorize(client: TestClient, partner: string) {
  const start = await client.get(`/api/auth/login/${partner}/`);
  expect(start.statusCode).toBe(302);
  const authorizeUrl = new URL(start.headers.location as string);
  expect(authorizeUrl.origin).toBe(fake.url);
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  const page = await fetch(authorizeUrl, { redirect: 'manual' });
  const callback = new URL(page.headers.get('location')!);
  return `${callback.pathname}${callback.search}`;
}

describe('OAuth partners', () => {
  it('connect OwnerRez through its sign-in, then list its properties', async () => {
    const { client, ownerId } = await signedInOwner(t);
    expect((await client.get('/api/services/ownerrez/user/')).json()).toEqual({ exist: false });
    const callback = await authorize(client, 'ownerrez');
    const done = await client.get(callback);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/overview/partners/ownerrez/');
    const stored = await t.db.execute<{ secret: string }>(
      sql`select secret from partner_credentials where owner_id = ${ownerId} and platform = 'ownerrez'`,
    );
    expect(stored.rows[0]!.secret).toMatch(/^v1\./);
    expect((await client.get('/api/services/ownerrez/user/')).json()).toEqual({ exist: true });
    expect((await t.client().get('/api/services/turno/user/')).statusCode).toBe(401);
    const listings = await client.get('/api/services/ownerrez/properties/');
    expect(listings.statusCode).toBe(200);
    expect(listings.json()).toEqual([
      expect.objectContaining({ externalId: '7', storeName: 'Bay Cottage', postalCode: '93940' }),
      expect.objectContaining({ externalId: '8', storeName: 'Hill House', street1: '' }),
    ]);
  });

  it('refresh an expired Hospitable token and keep the new one', async () => {
    const { client } = await signedInOwner(t);
    fake.state.oauthExpiresIn = 1;
    try {
      await client.get(await authorize(client, 'hospitable'));
      const before = fake.state.refreshGrants;
      const listings = await client.get('/api/services/hospitable/properties/');
      expect(listings.statusCode).toBe(200);
      expect(listings.json()).toHaveLength(2);
      expect(fake.state.refreshGrants).toBe(before + 1);
      // The rotated refresh token was kept: the next call refreshes again with it.
      expect((await client.get('/api/services/hospitable/properties/')).statusCode).toBe(200);
      expect(fake.state.refreshGrants).toBe(before + 2);
    } finally {
      fake.state.oauthExpiresIn = 3600;
    }
  });

  it('refuse a forged state and a callback opened by another owner', async () => {
    const { client } = await signedInOwner(t);
    const callback = await authorize(client, 'ownerrez');
    const forged = callback.replace(/state=[^&]+/, 'state=forged');
    const answer = await client.get(forged);
    expect(answer.headers.location).toBe('/overview/partners/landing/ownerrez/?error=failed');
    expect((await client.get('/api/services/ownerrez/properties/')).statusCode).toBe(409);

    const victim = await signedInOwner(t);
    const theirs = await authorize(victim.client, 'ownerrez');
    const attacker = await signedInOwner(t);
    const stolen = await attacker.client.get(theirs);
    expect(stolen.headers.location).toBe('/overview/partners/landing/ownerrez/?error=failed');
  });

  it('connect Turno through its sign-in, then list its properties page by page', async () => {
    const { client } = await signedInOwner(t);
    expect((await client.get('/api/services/turno/user/')).json()).toEqual({ exist: false });
    expect((await client.get('/api/services/turno/properties/')).statusCode).toBe(409);
    const done = await client.get(await authorize(client, 'turno'));
    expect(done.headers.location).toBe('/overview/partners/turno/');
    expect((await client.get('/api/services/turno/user/')).json()).toEqual({ exist: true });
    fake.state.rateLimitNext = 1;
    const listings = await client.get('/api/services/turno/properties/');
    expect(listings.statusCode).toBe(200);
    expect(listings.json()).toEqual([
      expect.objectContaining({
        externalId: '7',
        storeName: 'Bay Cottage',
        street1: '3 Bay Rd',
        city: 'Monterey',
        state: 'CA',
        postalCode: '93940',
        country: 'US',
        existingImportSource: null,
      }),
      expect.objectContaining({ externalId: '8', storeName: 'Hill House', postalCode: '' }),
    ]);
    fake.state.failing = true;
    try {
      const failing = await client.get('/api/services/turno/properties/');
      expect(failing.statusCode).toBe(503);
      expect(failing.json()).toEqual({ detail: 'Error connecting to Turno.' });
    } finally {
      fake.state.failing = false;
    }
    // An access token Turno revoked is renewed once with the refresh token.
    const before = fake.state.refreshGrants;
    fake.state.issuedTokens.clear();
    expect((await client.get('/api/services/turno/properties/')).statusCode).toBe(200);
    expect(fake.state.refreshGrants).toBe(before + 1);
  });

  it('send a signed-out browser to the login and say when a partner is not configured', async () => {
    const anonymous = await t.client().get('/api/auth/login/ownerrez/');
    expect(anonymous.headers.location).toBe(
      `/login/?next=${encodeURIComponent('/overview/partners/landing/ownerrez/')}`,
    );
    const bare = await createTestApp({ env: { ...fake.env, TURNO_CLIENT_ID: '' } });
    try {
      const { client } = await signedInOwner(bare);
      const turno = await client.get('/api/auth/login/turno/');
      expect(turno.headers.location).toBe('/overview/partners/landing/turno/?error=not_configured');
      expect((await bare.client().get('/api/services/app-config/')).json()).toMatchObject({
        partnerOAuth: { turno: false },
      });
    } finally {
      await bare.close();
    }
  });

  it('leave social sign-in on its own paths', async () => {
    const google = await t.client().get('/api/auth/login/google-oauth2/');
    expect(google.statusCode).toBe(302);
    expect(google.headers.location).toContain('social_error=not_configured');
  });
});
