import '@/testing/antd-pages-setup';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminHome } from '@/features/admin';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import type { Offer } from '../types';
import { OffersPage } from './offers-page';

const linen: Offer = {
  id: 'offer-1',
  title: '20% off linen service',
  text: 'Fresh linen between stays.',
  link: 'https://linens.example.com/',
  image: '/uploads/linen.png',
  date_created: '2026-11-01T10:00:00.000Z',
};
const list = (results: Offer[]) => ({
  body: { count: results.length, limit: 100, offset: 0, results },
});
const support = { ...testHost, role: 'SUPPORT' as const, owner_id: null };

describe('offers page', { timeout: 30_000 }, () => {
  it('shows each perk with its text, image and a link to claim it', async () => {
    mockFetch({ 'GET /api/services/offers/': list([linen]) });
    renderWithProviders(<OffersPage />, { url: '/offers/', user: testHost });
    expect(await screen.findByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    const card = await screen.findByRole('article', { name: '20% off linen service' });
    expect(within(card).getByText('Fresh linen between stays.')).toBeVisible();
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/linen.png');
    const claim = within(card).getByRole('link', { name: /Get the offer/ });
    expect(claim).toHaveAttribute('href', 'https://linens.example.com/');
    expect(claim).toHaveAttribute('target', '_blank');
  });

  it('says when there are no offers', async () => {
    mockFetch({ 'GET /api/services/offers/': list([]) });
    renderWithProviders(<OffersPage />, { url: '/offers/', user: testHost });
    expect(
      await screen.findByText(
        'No offers right now. Check back soon for partner perks for your properties.',
      ),
    ).toBeVisible();
  });

  it('offers to try again when the list cannot be read', async () => {
    mockFetch({ 'GET /api/services/offers/': { status: 500, body: { detail: 'x' } } });
    renderWithProviders(<OffersPage />, { url: '/offers/', user: testHost });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('offers in the support area', { timeout: 60_000 }, () => {
  it('adds an offer after checking its fields', async () => {
    const { requests } = mockFetch({
      'GET /api/services/admin/offers/': list([linen]),
      'POST /api/services/admin/offers/': ({ body }) => ({
        status: 201,
        body: { ...(body as object), id: 'offer-2', date_created: linen.date_created },
      }),
    });
    const { user } = renderWithProviders(<AdminHome />, {
      user: support,
      url: '/admin/?tab=offers',
      path: '/admin/',
    });
    expect(await screen.findByText('20% off linen service')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Add offer/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an offer' });
    await user.type(within(dialog).getByLabelText('Title'), 'Smart locks');
    await user.type(within(dialog).getByLabelText('Link'), 'ftp://locks');
    await user.click(within(dialog).getByRole('button', { name: 'Add offer' }));
    expect(await within(dialog).findByText('This field is required.')).toBeVisible();
    expect(
      within(dialog).getByText('Enter a link that starts with http:// or https://.'),
    ).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Text'), 'Keyless check-in at cost.');
    await user.clear(within(dialog).getByLabelText('Link'));
    await user.type(within(dialog).getByLabelText('Link'), 'https://locks.example.com/');
    await user.click(within(dialog).getByRole('button', { name: 'Add offer' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      title: 'Smart locks',
      text: 'Keyless check-in at cost.',
      link: 'https://locks.example.com/',
      image: null,
    });
  });

  it('deletes an offer only after confirmation', async () => {
    const { requests } = mockFetch({
      'GET /api/services/admin/offers/': list([linen]),
      'DELETE /api/services/admin/offers/offer-1/': { status: 204 },
    });
    const { user } = renderWithProviders(<AdminHome />, {
      user: support,
      url: '/admin/?tab=offers',
      path: '/admin/',
    });
    await screen.findByText('20% off linen service');
    await user.click(screen.getByLabelText('Delete 20% off linen service'));
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    const confirm = (await screen.findByText('Hosts no longer see it.')).closest('.ant-popover')!;
    await user.click(
      within(confirm as HTMLElement)
        .getByText('Delete')
        .closest('button')!,
    );
    await waitFor(() => expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1));
  });
});
