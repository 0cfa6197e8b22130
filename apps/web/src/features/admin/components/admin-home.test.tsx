import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import type { LocalProduct, Merchant } from '../types';
import { AdminHome } from './admin-home';

const support = { ...testHost, role: 'SUPPORT' as const, owner_id: null };

const merchant: Merchant = {
  id: 'm1',
  business_name: 'Boulder Bikes',
  contact_name: 'Sam',
  email: 'sam@bikes.example',
  phone: '',
  payout_method: 'PAYP',
  payout_account: 'sam@bikes.example',
  is_active: true,
};

const tour: LocalProduct = {
  id: 'lp1',
  merchant: 'm1',
  product_name: 'E-bike tour',
  description: 'Three hours on the trails.',
  image: '/template-images/bike-rental.svg',
  category: 'LP',
  subcategory: 'Guest services',
  price: 90,
  merchant_amount: 70,
  owner_commission: 0.15,
  preorder_by: 2,
  requires_approval: true,
  affiliate_link: '',
  instructions: '',
  ships_nationwide: false,
  area_postal_codes: ['80302'],
  area_cities: ['Boulder, CO'],
  area_center_postal_code: '',
  area_radius_miles: 0,
  is_active: true,
  stores_served: 4,
};

function renderAdmin(url = '/admin/') {
  return renderWithProviders(<AdminHome />, { user: support, url, path: '/admin/' });
}

const button = (text: string, root: HTMLElement = document.body) =>
  within(root).getByText(text, { selector: 'button span' }).closest('button')!;

describe('admin', () => {
  it('lists owners and masquerades as one', async () => {
    const { requests } = mockFetch({
      'GET /api/services/admin/owners/': {
        body: {
          count: 1,
          limit: 20,
          results: [
            {
              id: 'o1',
              email: 'ana@example.com',
              first_name: 'Ana',
              plan: 'PRO',
              date_joined: '2026-01-05T10:00:00.000Z',
              store_count: 2,
            },
          ],
        },
      },
      'POST /api/services/masquerade/start/': { status: 400, body: { detail: 'Nope' } },
    });
    const { user } = renderAdmin();
    expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('Pro')).toBeInTheDocument();
    expect(screen.getByText('5 Jan 2026')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Masquerade as ana@example.com'));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        ownerId: 'o1',
      }),
    );
    expect(await screen.findByText('Nope')).toBeInTheDocument();
  }, 20_000);

  it("sets an owner's plan after a confirmation", async () => {
    const { requests } = mockFetch({
      'GET /api/services/admin/owners/': {
        body: {
          count: 1,
          limit: 20,
          results: [
            {
              id: 'o1',
              email: 'ana@example.com',
              first_name: 'Ana',
              plan: 'BASIC',
              date_joined: '2026-01-05T10:00:00.000Z',
              store_count: 2,
            },
          ],
        },
      },
      'POST /api/services/admin/owners/o1/plan/': { body: { id: 'o1', plan: 'PRO_PLUS' } },
    });
    const { user } = renderAdmin();
    await user.click(await screen.findByLabelText('Plan of ana@example.com'));
    await user.click(await screen.findByTitle('Pro Plus'));
    expect(requests.some((request) => request.path.endsWith('/plan/'))).toBe(false);
    await user.click(button('Set plan'));
    await waitFor(() =>
      expect(requests.find((request) => request.path.endsWith('/plan/'))?.body).toEqual({
        plan: 'PRO_PLUS',
      }),
    );
    expect(await screen.findByText('ana@example.com is now on Pro Plus.')).toBeInTheDocument();
  }, 20_000);

  it('searches owners after a pause in typing', async () => {
    const { requests } = mockFetch({
      'GET /api/services/admin/owners/': { body: { count: 0, limit: 20, results: [] } },
    });
    const { user } = renderAdmin();
    await user.type(await screen.findByLabelText('Search owners'), 'rosa');
    await waitFor(() =>
      expect(requests.some((request) => request.search.includes('search=rosa'))).toBe(true),
    );
    expect(requests.some((request) => request.search.includes('search=ros&'))).toBe(false);
    expect(await screen.findByText('No owners match this search.')).toBeInTheDocument();
  });

  it('adds a merchant, checking the fields first', async () => {
    const { requests } = mockFetch({
      'GET /api/services/admin/merchants/': { body: { count: 0, limit: 0, results: [] } },
      'POST /api/services/admin/merchants/': { status: 201, body: merchant },
    });
    const { user } = renderAdmin('/admin/?tab=merchants');
    await user.click(await screen.findByText('Add merchant'));
    const dialog = (await screen.findAllByRole('dialog'))[0]!;
    await user.click(button('Add merchant', dialog));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Business name'), 'Boulder Bikes');
    await user.type(within(dialog).getByLabelText('Email'), 'sam@bikes.example');
    await user.click(button('Add merchant', dialog));
    expect(await screen.findByText('Merchant added.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      business_name: 'Boulder Bikes',
      email: 'sam@bikes.example',
      payout_method: 'PAYP',
      is_active: true,
    });
  });

  it("lists a merchant's products with their area and stores served", async () => {
    mockFetch({
      'GET /api/services/admin/merchants/': { body: { count: 1, limit: 1, results: [merchant] } },
      'GET /api/services/admin/merchants/m1/local-products/': {
        body: { count: 1, limit: 1, results: [tour] },
      },
    });
    renderAdmin('/admin/?tab=merchants&merchant=m1');
    expect(await screen.findByText('E-bike tour')).toBeInTheDocument();
    const row = screen.getByText('E-bike tour').closest('tr')!;
    expect(row).toHaveTextContent('80302 · Boulder, CO');
    expect(row).toHaveTextContent('15%');
    expect(row).toHaveTextContent('$70.00');
    expect(within(row).getByText('4')).toBeInTheDocument();
  });

  it('asks for the area served of a new local product', async () => {
    const { requests } = mockFetch({
      'GET /api/services/admin/merchants/': { body: { count: 1, limit: 1, results: [merchant] } },
      'GET /api/services/admin/merchants/m1/local-products/': {
        body: { count: 0, limit: 0, results: [] },
      },
      'POST /api/services/admin/merchants/m1/local-products/': {
        status: 201,
        body: tour,
      },
    });
    const { user } = renderAdmin('/admin/?tab=merchants&merchant=m1');
    await user.click(await screen.findByText('Add local product'));
    const dialog = (await screen.findAllByRole('dialog'))[0]!;
    await user.type(within(dialog).getByLabelText('Name'), 'E-bike tour');
    await user.type(within(dialog).getByLabelText('Description'), 'Three hours on the trails.');
    await user.click(button('Add product', dialog));
    expect(
      await within(dialog).findByText(
        'Give the area served: postal codes, cities, or a ZIP code with a radius.',
      ),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  }, 20_000);

  it('offers a product nationwide without an area, hiding the area fields', async () => {
    const coffee: LocalProduct = {
      ...tour,
      id: 'lp2',
      product_name: 'Coffee Club',
      ships_nationwide: true,
      area_postal_codes: [],
      area_cities: [],
      stores_served: 120,
    };
    const { requests } = mockFetch({
      'GET /api/services/admin/merchants/': { body: { count: 1, limit: 1, results: [merchant] } },
      'GET /api/services/admin/merchants/m1/local-products/': {
        body: { count: 1, limit: 1, results: [coffee] },
      },
      'PUT /api/services/admin/local-products/lp2/': { body: coffee },
    });
    const { user } = renderAdmin('/admin/?tab=merchants&merchant=m1');
    const row = (await screen.findByText('Coffee Club')).closest('tr')!;
    expect(row).toHaveTextContent('Nationwide (United States)');

    await user.click(within(row).getByLabelText('Edit Coffee Club'));
    const dialog = (await screen.findAllByRole('dialog'))[0]!;
    const nationwide = within(dialog).getByLabelText('Ships nationwide');
    expect(nationwide).toBeChecked();
    expect(within(dialog).queryByLabelText(/^ZIP code/)).not.toBeInTheDocument();

    // Off again, the product needs an area before it can be saved.
    await user.click(nationwide);
    expect(within(dialog).getByLabelText(/^ZIP code/)).toBeInTheDocument();
    await user.click(button('Save changes', dialog));
    expect(
      await within(dialog).findByText(
        'Give the area served: postal codes, cities, or a ZIP code with a radius.',
      ),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.click(nationwide);
    await user.click(button('Save changes', dialog));
    expect(
      await screen.findByText('Coffee Club saved: offered in 120 stores.'),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      product_name: 'Coffee Club',
      ships_nationwide: true,
      area_postal_codes: [],
      area_cities: [],
    });
  }, 20_000);
});
