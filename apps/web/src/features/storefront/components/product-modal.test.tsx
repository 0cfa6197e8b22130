import { toIsoDate } from '@stayfront/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '@/lib/i18n';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import {
  STORE_ID,
  linkProduct,
  makeLine,
  makeOrder,
  makeProduct,
  optionsProduct,
  preorderProduct,
  variableProduct,
} from '../fixtures';
import type { GuestProduct } from '../types';
import { ProductModal, submitLabel, type ProductModalProps } from './product-modal';

function renderModal(product: GuestProduct, props: Partial<ProductModalProps> = {}) {
  const handlers = {
    onClose: vi.fn(),
    onSaved: vi.fn(),
    onPreviewBlocked: vi.fn(),
    onOpenLink: vi.fn(),
  };
  const view = renderWithProviders(
    <ProductModal
      storeId={STORE_ID}
      product={product}
      line={null}
      order={makeOrder()}
      currency="USD"
      isPreview={false}
      {...handlers}
      {...props}
    />,
    { url: `/store/${STORE_ID}/` },
  );
  return { ...view, ...handlers, dialog: () => screen.getByRole('dialog') };
}

describe('submitLabel', () => {
  it('reads View site for links, Save changes when editing in a cart of several items', () => {
    const line = makeLine();
    expect(submitLabel(linkProduct, null, makeOrder())).toBe('product.submitViewSite');
    expect(submitLabel(makeProduct(), null, makeOrder([line]))).toBe('product.submitAdd');
    expect(submitLabel(makeProduct(), line, makeOrder([line]))).toBe('product.submitAdd');
    expect(submitLabel(makeProduct(), line, makeOrder([line, makeLine({ id: 'other' })]))).toBe(
      'product.submitSave',
    );
  });
});

// antd's form and date picker are slow to mount under jsdom on a shared machine.
describe('ProductModal', { timeout: 20_000 }, () => {
  it('shows the product and adds it to the cart', async () => {
    const order = makeOrder([makeLine()]);
    const { requests } = mockFetch({ 'PATCH /api/services/order/add/': { body: order } });
    const { user, onSaved, dialog } = renderModal(makeProduct());
    expect(within(dialog()).getByText('Bike rental')).toBeInTheDocument();
    expect(within(dialog()).getByText('$25.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByLabelText('Additional Notes'));
    await user.paste('By 9 am please');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests.at(-1)?.body).toEqual({
      product_id: 'prod-bike',
      quantity: 2,
      delivery_date: null,
      note: 'By 9 am please',
      price: null,
      price_type: 'static',
      extra_fields: [],
      product_price_id: null,
    });
  });

  it('requires the date, each extra field and the pre-order agreement before sending', async () => {
    const { requests } = mockFetch({});
    const { user, onSaved } = renderModal(preorderProduct);
    // The date picker loads with the first product that has a delivery date.
    expect(await screen.findByText('Pre-order')).toBeInTheDocument();
    expect(
      screen.getByText('This item needs to be ordered 2 day(s) in advance.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByText('Please agree before adding this pre-order item.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses a date before the notice (a cart line whose date has become too early)', async () => {
    const { requests } = mockFetch({});
    const line = makeLine({
      product_id: preorderProduct.id,
      delivery_date: toIsoDate(new Date()),
      extra_field_values: [
        { product_field_id: 'field-allergies', value: 'None', label: 'Allergies' },
      ],
    });
    const { user } = renderModal(preorderProduct, { line, order: makeOrder([line]) });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('This date is not valid')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('keeps only digits and decimal marks in the amount and asks for more than $0.50', async () => {
    mockFetch({});
    const { user } = renderModal(variableProduct);
    expect(screen.getByText('Minimum .50¢ due to processing fees')).toBeInTheDocument();
    const amount = screen.getByLabelText('Payment amount');
    await user.type(amount, 'a0,3x');
    expect(amount).toHaveValue('0,3');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText('Your payment amount must be greater than $0.50'),
    ).toBeInTheDocument();
  });

  it('preselects the only option and asks for one when there are several', async () => {
    mockFetch({});
    const single = { ...optionsProduct, product_prices: optionsProduct.product_prices.slice(0, 1) };
    const first = renderModal(single);
    // The select loads with the first product that has price options.
    expect(
      await within(await screen.findByRole('dialog')).findByText('Two chairs – $15.00'),
    ).toBeInTheDocument();
    first.unmount();

    const { user } = renderModal(optionsProduct);
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Please select an option')).toBeInTheDocument();
  });

  it('shows an option by time as the time of day it is: 2:00 PM, not 2:00 AM', async () => {
    mockFetch({});
    const earlyCheckIn = makeProduct({
      id: 'prod-early',
      product_name: 'Early check-in',
      price_type: 'multiple',
      product_prices: [
        {
          id: 'price-2pm',
          label: '',
          hour_label: '2:00 PM',
          time_label: '14:00:00',
          price: 30,
          arrangement: 0,
          is_variable_price: false,
        },
      ],
    });
    renderModal(earlyCheckIn);
    expect(
      await within(await screen.findByRole('dialog')).findByText('2:00 PM – $30.00'),
    ).toBeInTheDocument();
  });

  it('edits a cart line with Save changes when the cart holds several items', async () => {
    const line = makeLine({ quantity: 2 });
    const order = makeOrder([line, makeLine({ id: 'line-2', product_id: 'other' })]);
    const { requests } = mockFetch({
      'PATCH /api/services/orderproduct/line-bike/update/': { body: order },
    });
    const { user, onSaved } = renderModal(makeProduct(), { line, order });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/services/orderproduct/line-bike/update/',
      body: { quantity: 2 },
    });
  });

  it('shows the first non_field_errors entry of a refused add', async () => {
    mockFetch({
      'PATCH /api/services/order/add/': {
        status: 400,
        body: { non_field_errors: ['This product is no longer available.', 'Second'] },
      },
    });
    const { user, onSaved } = renderModal(makeProduct());
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This product is no longer available.',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('puts field errors of the server on their fields', async () => {
    mockFetch({
      'PATCH /api/services/order/add/': {
        status: 400,
        body: { quantity: ['Only 1 left in stock.'] },
      },
    });
    const { user } = renderModal(makeProduct());
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Only 1 left in stock.')).toBeInTheDocument();
  });

  it('disables plus at the stock left', async () => {
    mockFetch({});
    const { user } = renderModal(makeProduct({ has_quantity: true, quantity: 2 }));
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    expect(plus).toBeDisabled();
  });

  it('sends a host to the shop preview instead of the cart', async () => {
    const { requests } = mockFetch({});
    const { user, onPreviewBlocked } = renderModal(makeProduct(), { isPreview: true });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onPreviewBlocked).toHaveBeenCalled();
    expect(requests).toHaveLength(0);
  });

  describe('in German', () => {
    afterEach(async () => {
      await chooseLanguage('en');
    });

    it('adds 12,50 typed with the German decimal comma as 12.50', async () => {
      await chooseLanguage('de');
      const { requests } = mockFetch({
        'PATCH /api/services/order/add/': { body: makeOrder([makeLine()]) },
      });
      const { user, onSaved } = renderModal(variableProduct);
      const amount = screen.getByLabelText('Zahlungsbetrag');
      await user.type(amount, '12,50');
      expect(amount).toHaveValue('12,50');
      await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(requests.at(-1)?.body).toMatchObject({
        product_id: 'prod-tip',
        price: 12.5,
        price_type: 'variable',
      });
    });
  });

  it('opens a link product in a new tab with View site', () => {
    mockFetch({});
    renderModal(linkProduct);
    const link = screen.getByRole('link', { name: 'View site' });
    expect(link).toHaveAttribute('href', 'https://surf.example.com/book');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Link')).toBeInTheDocument();
  });
});
