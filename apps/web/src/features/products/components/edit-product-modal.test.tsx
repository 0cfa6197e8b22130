import { productMessages } from '@stayfront/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import { buildProduct } from '../testing/product-fixture';
import type { Product } from '../types/product';
import { EditProductModal } from './edit-product-modal';

// antd's DOM is large: role queries with names are slow under jsdom, so these tests find
// elements by their text and labels.

function renderEdit(product: Product, onClose = vi.fn()) {
  const view = renderWithProviders(
    <EditProductModal
      product={product}
      storeId="store-1"
      plan="BASIC"
      currency="USD"
      onClose={onClose}
    />,
    { user: testHost },
  );
  return { ...view, onClose };
}

const button = (text: string) =>
  screen.getByText(text, { selector: 'button span' }).closest('button')!;
const tab = (text: string) => screen.getByText(text).closest('[role="tab"]')!;
const isRed = (text: string) => screen.getByText(text).closest('[data-error]') !== null;

async function chooseSave(user: ReturnType<typeof renderEdit>['user'], label?: string) {
  await user.click(screen.getByLabelText('Choose how to save'));
  const menu = await screen.findByRole('menu');
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  if (label) await user.click(within(menu).getByText(label));
  return items;
}

describe('edit product modal', () => {
  it('offers adding the tile to all stores for a product outside a group', async () => {
    const { user } = renderEdit(buildProduct({ product_name: 'Firewood' }));
    await screen.findByLabelText('Name');
    expect(button('Save changes')).toBeInTheDocument();
    expect(await chooseSave(user)).toEqual([
      'Save changes',
      'Save changes and add tile to all stores',
    ]);
  }, 20_000);

  it('offers updating the tile in all stores for a product of a group', async () => {
    const { user } = renderEdit(buildProduct({ product_group_id: 'group-1' }));
    await screen.findByLabelText('Name');
    expect(await chooseSave(user, 'Save and update tile in all stores')).toEqual([
      'Save changes',
      'Save and update tile in all stores',
    ]);
    expect(button('Save and update tile in all stores')).toBeInTheDocument();
  });

  it('turns the tab red and toasts which tab has an error', async () => {
    const { requests } = mockFetch({});
    const { user } = renderEdit(buildProduct({ product_name: 'Firewood' }));
    const name = await screen.findByLabelText('Name');
    expect(isRed('Product description')).toBe(false);
    await user.clear(name);
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(isRed('Product description')).toBe(true);
    expect(tab('Product description')).toHaveTextContent('Product description (has errors)');
    expect(isRed('Product settings')).toBe(false);
    await user.click(button('Save changes'));
    expect(
      await screen.findByText('There is an error in the Product description tab'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows the errors of the settings tab on save, and opens it', async () => {
    const { user } = renderEdit(
      buildProduct({
        category: 'PO',
        is_preorder: true,
        preorder_by: null,
        show_delivery_date: true,
      }),
    );
    await screen.findByLabelText('Name');
    await user.click(button('Save changes'));
    expect(
      await screen.findByText('There is an error in the Product settings tab'),
    ).toBeInTheDocument();
    expect(isRed('Product settings')).toBe(true);
    expect(tab('Product settings')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Notice (days)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves, toasts and closes', async () => {
    const product = buildProduct({ product_name: 'Firewood' });
    const { requests } = mockFetch({
      [`POST /api/services/product/${product.id}/update/`]: {
        body: { ...product, added_to_stores: 0 },
      },
    });
    const { user, onClose } = renderEdit(product);
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Seasoned firewood');
    await user.click(button('Save changes'));
    expect(await screen.findByText('Product successfully updated!')).toBeInTheDocument();
    expect(requests[0]?.body).toMatchObject({
      product_name: 'Seasoned firewood',
      category: 'IH',
      massCreate: false,
      massUpdate: false,
      price: 20,
      edit_version: product.edit_version,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the form open and says so when the product changed since it was opened', async () => {
    const product = buildProduct();
    mockFetch({
      [`POST /api/services/product/${product.id}/update/`]: {
        status: 400,
        body: { non_field_errors: [productMessages.changedMeanwhile] },
      },
    });
    const { user, onClose } = renderEdit(product);
    await screen.findByLabelText('Name');
    await user.click(button('Save changes'));
    expect(await screen.findByText(productMessages.changedMeanwhile)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('confirms adding the tile to all stores and warns when it is already everywhere', async () => {
    const product = buildProduct();
    const { requests } = mockFetch({
      [`POST /api/services/product/${product.id}/update/`]: {
        body: { ...product, added_to_stores: 0 },
      },
    });
    const { user } = renderEdit(product);
    await screen.findByLabelText('Name');
    await chooseSave(user, 'Save changes and add tile to all stores');
    await user.click(button('Save changes and add tile to all stores'));
    const [title] = await screen.findAllByText('Add this tile to all stores?');
    expect(requests).toHaveLength(0);
    const confirm = title!.closest('.ant-modal-confirm') as HTMLElement;
    await user.click(within(confirm).getByText('Save changes and add tile to all stores'));
    expect(
      await screen.findByText(
        'Product successfully updated, but tile cannot be added to all stores because it is already in all stores.',
      ),
    ).toBeInTheDocument();
    expect(requests[0]?.body).toMatchObject({ massCreate: true, massUpdate: false });
  });

  it('toasts updates in all stores', async () => {
    const product = buildProduct({ product_group_id: 'group-1' });
    mockFetch({
      [`POST /api/services/product/${product.id}/update/`]: {
        body: { ...product, added_to_stores: 0 },
      },
    });
    const { user } = renderEdit(product);
    await screen.findByLabelText('Name');
    await chooseSave(user, 'Save and update tile in all stores');
    await user.click(button('Save and update tile in all stores'));
    const [title] = await screen.findAllByText('Update this tile in all stores?');
    const confirm = title!.closest('.ant-modal-confirm') as HTMLElement;
    await user.click(within(confirm).getByText('Save and update tile in all stores'));
    expect(
      await screen.findByText('Product successfully updated in all stores!'),
    ).toBeInTheDocument();
  });

  it('toasts server field errors as "Field: message"', async () => {
    const product = buildProduct();
    mockFetch({
      [`POST /api/services/product/${product.id}/update/`]: {
        status: 400,
        body: { product_name: ['Ensure this field has no more than 200 characters.'] },
      },
    });
    const { user } = renderEdit(product);
    await screen.findByLabelText('Name');
    await user.click(button('Save changes'));
    await waitFor(() =>
      expect(
        screen.getByText('Name: Ensure this field has no more than 200 characters.'),
      ).toBeInTheDocument(),
    );
  });

  it('adds a price option without showing errors before the host types', async () => {
    const { user } = renderEdit(buildProduct({ product_name: 'Bike rental' }));
    await screen.findByLabelText('Name');
    await user.click(button('Add price option'));
    expect(await screen.findByLabelText('Name of option 2')).toBeInTheDocument();
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name of option 2')).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Name of option 2'), 'x');
    await user.clear(screen.getByLabelText('Name of option 2'));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  });
});
