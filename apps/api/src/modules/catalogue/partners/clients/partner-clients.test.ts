import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePartners, type FakePartners } from '../../../../testing/fake-partners';
import { createGuestyClient } from './guesty';
import { createHostawayClient } from './hostaway';
import { createLodgifyClient } from './lodgify';
import { PartnerAuthError, PartnerUnavailableError } from './partner-client';

let fake: FakePartners;
const http = { timeoutMs: 2000, backoffMs: 5 };

beforeAll(async () => {
  fake = await startFakePartners();
});
afterAll(() => fake.close());
beforeEach(() => {
  Object.assign(fake.state, { rateLimitNext: 0, failing: false, delayMs: 0, listingRequests: [] });
  fake.state.issuedTokens.clear();
  fake.state.listings = Array.from({ length: 230 }, (_, i) => ({
    id: String(1000 + i),
    name: `Cabin ${i}`,
    description: 'Lake view',
    street: `${i} Shore Rd`,
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    country: 'US',
    photo: `/photos/${i}.png`,
  }));
});

const clients = () => ({
  hostaway: createHostawayClient(fake.url, fake.hostaway, http),
  lodgify: createLodgifyClient(fake.url, { apiKey: fake.lodgifyApiKey }, http),
  guestyOauth: createGuestyClient(
    `${fake.url}/guesty`,
    { user: fake.guesty.clientId, integrationToken: fake.guesty.clientSecret },
    http,
  ),
  guestyToken: createGuestyClient(
    `${fake.url}/guesty`,
    { integrationToken: fake.guesty.staticToken },
    http,
  ),
});

describe.each(['hostaway', 'lodgify', 'guestyOauth', 'guestyToken'] as const)(
  '%s client',
  (name) => {
    it('follows the pages to the last one and maps the listing fields', async () => {
      const listings = await clients()[name].listProperties();
      expect(listings).toHaveLength(230);
      expect(new Set(listings.map((l) => l.externalId)).size).toBe(230);
      expect(listings[229]).toEqual({
        externalId: '1229',
        storeName: 'Cabin 229',
        description: 'Lake view',
        image: `${fake.url}/photos/229.png`,
        street1: '229 Shore Rd',
        city: 'Austin',
        state: name === 'lodgify' ? '' : 'TX',
        postalCode: '78701',
        country: 'US',
      });
      expect(fake.state.listingRequests.length).toBeGreaterThanOrEqual(3);
    });

    it('waits out 429 answers and carries on', async () => {
      fake.state.rateLimitNext = 2;
      const listings = await clients()[name].listProperties();
      expect(listings).toHaveLength(230);
      expect(fake.state.rateLimitNext).toBe(0);
    });

    it('reports a 500 as unavailable', async () => {
      fake.state.failing = true;
      await expect(clients()[name].listProperties()).rejects.toBeInstanceOf(
        PartnerUnavailableError,
      );
    });

    it('reports a partner slower than the timeout as unavailable', async () => {
      fake.state.delayMs = 400;
      const slow = { ...http, timeoutMs: 150 };
      const client =
        name === 'hostaway'
          ? createHostawayClient(fake.url, fake.hostaway, slow)
          : name === 'lodgify'
            ? createLodgifyClient(fake.url, { apiKey: fake.lodgifyApiKey }, slow)
            : createGuestyClient(
                `${fake.url}/guesty`,
                { integrationToken: fake.guesty.staticToken },
                slow,
              );
      await expect(client.verify()).rejects.toBeInstanceOf(PartnerUnavailableError);
    });
  },
);

describe('bad credentials', () => {
  it('are refused by every partner', async () => {
    const refused = [
      createHostawayClient(fake.url, { accountId: fake.hostaway.accountId, apiKey: 'wrong' }, http),
      createLodgifyClient(fake.url, { apiKey: 'wrong' }, http),
      createGuestyClient(
        `${fake.url}/guesty`,
        { user: 'guesty-client', integrationToken: 'x' },
        http,
      ),
      createGuestyClient(`${fake.url}/guesty`, { integrationToken: 'revoked' }, http),
    ];
    for (const client of refused) {
      await expect(client.verify()).rejects.toBeInstanceOf(PartnerAuthError);
    }
  });
});

describe('kept tokens', () => {
  it('are reused while fresh and renewed once when the partner revoked them', async () => {
    const seen: string[] = [];
    const first = createHostawayClient(fake.url, fake.hostaway, http, {
      token: null,
      onToken: (token) => seen.push(token.accessToken),
    });
    await first.verify();
    expect(seen).toHaveLength(1);
    const before = fake.state.tokenRequests;

    const reused = createHostawayClient(fake.url, fake.hostaway, http, {
      token: { accessToken: seen[0]!, expiresAt: Date.now() + 3_600_000 },
      onToken: (token) => seen.push(token.accessToken),
    });
    await reused.verify();
    expect(fake.state.tokenRequests).toBe(before);

    fake.state.issuedTokens.clear();
    const renewed = createGuestyClient(
      `${fake.url}/guesty`,
      { user: fake.guesty.clientId, integrationToken: fake.guesty.clientSecret },
      http,
      {
        token: { accessToken: 'token-revoked', expiresAt: Date.now() + 3_600_000 },
        onToken: (token) => seen.push(token.accessToken),
      },
    );
    await renewed.verify();
    expect(fake.state.tokenRequests).toBe(before + 1);
    expect(seen).toHaveLength(2);
  });

  it('are renewed when they have lapsed', async () => {
    const seen: string[] = [];
    const client = createHostawayClient(fake.url, fake.hostaway, http, {
      token: { accessToken: 'old', expiresAt: Date.now() - 1000 },
      onToken: (token) => seen.push(token.accessToken),
    });
    await client.verify();
    expect(seen).toHaveLength(1);
  });
});
