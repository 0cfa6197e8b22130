import '@/testing/antd-pages-setup';
import { defaultStoreDescription } from '@stayfront/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import { buildHostStore } from '../test-fixtures';
import type { StoreModalMode } from '../utils/store-form';
import { StoreModal } from './store-modal';

function renderModal(mode: StoreModalMode = 'create', storeId?: string) {
  const onClose = vi.fn();
  const result = renderWithProviders(
    <StoreModal open mode={mode} storeId={storeId} onClose={onClose} />,
    { url: '/overview/stores/', user: testHost },
  );
  return { ...result, onClose };
}

async function chooseOption(
  user: ReturnType<typeof renderModal>['user'],
  label: string,
  search: string,
  option: string,
) {
  const combobox = screen.getByRole('combobox', { name: label });
  await user.click(combobox);
  await user.type(combobox, search);
  const matches = await screen.findAllByTitle(option);
  await user.click(matches.at(-1)!);
}

/** The API answers the create call with the new Beach House store. */
function mockStoreCreated() {
  return mockFetch({
    'POST /api/services/store/create/': {
      status: 201,
      body: buildHostStore({ id: 'new-store', storeName: 'Beach House' }),
    },
  });
}

/** The fields a new store needs, for Beach House in Miami. */
async function fillNewStore(user: ReturnType<typeof renderModal>['user']) {
  await user.type(await screen.findByLabelText('Store name'), 'Beach House');
  await chooseOption(user, 'State', 'Flor', 'Florida');
  await user.type(screen.getByLabelText('City'), 'Miami');
  await user.type(screen.getByLabelText('Zip code'), '33101');
}

describe('store modal', { timeout: 30_000 }, () => {
  it('checks the fields with the spec messages, the state only for the US', async () => {
    mockFetch({});
    const { user } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Add a store' });
    expect(within(dialog).getByLabelText('Description')).toHaveValue(
      defaultStoreDescription('Testfront'),
    );
    expect(within(dialog).getByText(/ \/ 500$/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create store' }));
    expect(await within(dialog).findByText('A name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Rental city is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Postal code is required.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('State is required when the country is US.'),
    ).toBeInTheDocument();

    await chooseOption(user, 'Country', 'Canad', 'Canada');
    await waitFor(() =>
      expect(within(dialog).queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument(),
    );
    expect(
      within(dialog).queryByText('State is required when the country is US.'),
    ).not.toBeInTheDocument();
  });

  it('requires a description of at most 500 characters', async () => {
    mockFetch({});
    const { user } = renderModal();
    const description = await screen.findByLabelText('Description');
    await user.clear(description);
    await user.click(screen.getByRole('button', { name: 'Create store' }));
    expect(await screen.findByText('A description is required.')).toBeInTheDocument();
    fireEvent.change(description, { target: { value: 'x'.repeat(501) } });
    expect(
      await screen.findByText('Ensure this field has no more than 500 characters.'),
    ).toBeInTheDocument();
    expect(screen.getByText('501 / 500')).toBeInTheDocument();
  });

  it('creates the store, then opens its dashboard', async () => {
    const { requests } = mockStoreCreated();
    const { user, router } = renderModal();
    await fillNewStore(user);
    await user.type(screen.getByLabelText('Street address'), '5 Ocean Drive');
    await user.click(screen.getByRole('button', { name: 'Create store' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/store/new-store/'));
    expect(router.state.location.state).toEqual({ isNewStore: true });
    const create = requests.find((request) => request.method === 'POST');
    expect(create?.body).toEqual({
      ownerId: 'owner-1',
      isActive: true,
      storeName: 'Beach House',
      country: 'US',
      state: 'FL',
      city: 'Miami',
      street1: '5 Ocean Drive',
      street2: '',
      postalCode: '33101',
      image: null,
      description: defaultStoreDescription('Testfront'),
    });
  });

  it('creates one store when Create store is double-clicked', async () => {
    const { requests } = mockStoreCreated();
    const { user, router } = renderModal();
    await fillNewStore(user);
    await user.dblClick(screen.getByRole('button', { name: 'Create store' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/store/new-store/'));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('puts server errors on their fields', async () => {
    mockFetch({
      'GET /api/services/store/s1/': { body: buildHostStore({ id: 's1' }) },
      'PATCH /api/services/store/s1/': {
        status: 400,
        body: { postalCode: ['Postal code is required.'], non_field_errors: ['Try again.'] },
      },
    });
    const { user, onClose } = renderModal('edit', 's1');
    const dialog = await screen.findByRole('dialog', { name: 'Edit store' });
    expect(await within(dialog).findByLabelText('Store name')).toHaveValue('Lakeside Cabin');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Postal code is required.')).toBeInTheDocument();
    expect(await screen.findByText('Try again.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves an edit and closes', async () => {
    const { requests } = mockFetch({
      'GET /api/services/store/s1/': { body: buildHostStore({ id: 's1' }) },
      'PATCH /api/services/store/s1/': { body: buildHostStore({ id: 's1', city: 'Boulder' }) },
    });
    const { user, onClose } = renderModal('edit', 's1');
    const city = await screen.findByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Boulder');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({
      city: 'Boulder',
      state: 'CO',
      storeName: 'Lakeside Cabin',
    });
  });

  it('duplicates through the copy endpoint', async () => {
    const { requests } = mockFetch({
      'GET /api/services/store/s1/': { body: buildHostStore({ id: 's1' }) },
      'POST /api/services/store/copy/s1/': {
        status: 201,
        body: buildHostStore({ id: 'copy-1', storeName: 'Copy Lakeside Cabin' }),
      },
    });
    const { user, router } = renderModal('duplicate', 's1');
    expect(await screen.findByLabelText('Store name')).toHaveValue('Copy Lakeside Cabin');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/store/copy-1/'));
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      ownerId: 'owner-1',
      storeName: 'Copy Lakeside Cabin',
      isActive: true,
    });
  });
});
