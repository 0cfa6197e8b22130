import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../../../testing/factories';
import { signedInSupport } from '../../../testing/support-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const perk = (overrides: Record<string, unknown> = {}) => ({
  title: '20% off linen service',
  text: 'Fresh linen delivered between stays.',
  link: 'https://linens.example.com/stayfront',
  image: '/uploads/linen.png',
  ...overrides,
});

describe('offers', () => {
  it('support adds, changes and deletes offers; hosts see them newest first', async () => {
    const support = await signedInSupport(t);
    const host = await signedInOwner(t);

    const first = await support.client.post('/api/services/admin/offers/', perk());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ...perk(), id: expect.any(String) });
    const second = await support.client.post(
      '/api/services/admin/offers/',
      perk({ title: 'Smart locks at cost', image: '' }),
    );
    expect(second.json().image).toBeNull();

    const list = await host.client.get('/api/services/offers/');
    expect(list.statusCode).toBe(200);
    const titles = list.json().results.map((offer: { title: string }) => offer.title);
    expect(titles.indexOf('Smart locks at cost')).toBeLessThan(
      titles.indexOf('20% off linen service'),
    );

    const id = first.json().id as string;
    const changed = await support.client.request(
      'PUT',
      `/api/services/admin/offers/${id}/`,
      perk({ title: '25% off linen service' }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().title).toBe('25% off linen service');

    const removed = await support.client.request('DELETE', `/api/services/admin/offers/${id}/`);
    expect(removed.statusCode).toBe(204);
    const after = (await host.client.get('/api/services/offers/')).json();
    expect(after.results.map((offer: { id: string }) => offer.id)).not.toContain(id);
    expect(after.count).toBe(after.results.length);
  });

  it('refuses bad input with the field messages and stores nothing', async () => {
    const support = await signedInSupport(t);
    const before = (await support.client.get('/api/services/admin/offers/')).json().count;
    const response = await support.client.post('/api/services/admin/offers/', {
      title: ' ',
      text: 'x'.repeat(2001),
      link: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: ['This field is required.'],
      text: ['Ensure this field has no more than 2000 characters.'],
      link: ['Enter a link that starts with http:// or https://.'],
    });
    const extra = await support.client.post('/api/services/admin/offers/', {
      ...perk(),
      isFeatured: true,
    });
    expect(extra.statusCode).toBe(400);
    expect((await support.client.get('/api/services/admin/offers/')).json().count).toBe(before);
  });

  it('lets only support manage offers, and only signed-in hosts read them', async () => {
    const host = await signedInOwner(t);
    expect((await host.client.post('/api/services/admin/offers/', perk())).statusCode).toBe(403);
    expect((await host.client.get('/api/services/admin/offers/')).statusCode).toBe(403);
    const support = await signedInSupport(t);
    const { id } = (await support.client.post('/api/services/admin/offers/', perk())).json();
    expect(
      (await host.client.request('PUT', `/api/services/admin/offers/${id}/`, perk())).statusCode,
    ).toBe(403);
    expect(
      (await host.client.request('DELETE', `/api/services/admin/offers/${id}/`)).statusCode,
    ).toBe(403);
    expect((await t.client().get('/api/services/offers/')).statusCode).toBe(401);
    expect((await t.client().post('/api/services/admin/offers/', perk())).statusCode).toBe(401);
  });

  it('answers 404 for an offer that does not exist', async () => {
    const support = await signedInSupport(t);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await support.client.request('PUT', `/api/services/admin/offers/${missing}/`, perk()))
        .statusCode,
    ).toBe(404);
    expect(
      (await support.client.request('DELETE', `/api/services/admin/offers/${missing}/`)).statusCode,
    ).toBe(404);
  });
});
