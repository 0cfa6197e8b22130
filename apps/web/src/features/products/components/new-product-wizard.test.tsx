import { useState } from 'react';
import { PRODUCT_TEMPLATES, type Plan } from '@stayfront/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { LocationProbe, renderWithProviders, testHost } from '@/testing/test-utils';
import { buildProduct } from '../testing/product-fixture';
import { NewProductWizard, WIZARD_CLOSE_CONFIRM } from './new-product-wizard';

const templates = {
  'GET /api/services/product/templates/': {
    body: { count: PRODUCT_TEMPLATES.length, results: PRODUCT_TEMPLATES },
  },
};

function renderWizard({ quick = false, plan = 'BASIC' as Plan } = {}) {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <NewProductWizard
      open
      quick={quick}
      storeId="store-1"
      plan={plan}
      currency="USD"
      onClose={onClose}
    />,
    { user: testHost },
  );
  return { ...view, onClose };
}

const dialog = () => screen.getAllByRole('dialog')[0]!;
const stepHeading = () => dialog().querySelector('h2')!.textContent;
const clickButton = (user: ReturnType<typeof renderWizard>['user'], text: string) =>
  user.click(within(dialog()).getByText(text, { selector: 'button span' }));

describe('new product wizard', () => {
  it('skips the templates for Something else, and comes back to the type', async () => {
    mockFetch(templates);
    const { user } = renderWizard();
    expect(stepHeading()).toBe('Step 1 of 4Type');
    await user.click(screen.getByLabelText(/Something else/));
    await user.type(screen.getByLabelText('Category name'), 'Experiences');
    await clickButton(user, 'Next');
    expect(stepHeading()).toBe('Step 3 of 4Tell guests');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    await clickButton(user, 'Back');
    expect(stepHeading()).toBe('Step 1 of 4Type');
    expect(screen.getByLabelText('Category name')).toHaveValue('Experiences');
  }, 20_000);

  it('starts External Link products as links', async () => {
    mockFetch(templates);
    const { user } = renderWizard({ plan: 'PRO' });
    await user.click(screen.getByLabelText(/External Link/));
    await clickButton(user, 'Next');
    expect(stepHeading()).toBe('Step 3 of 4Tell guests');
    await user.type(screen.getByLabelText('Name'), 'Guide');
    await clickButton(user, 'Next');
    // Required fields of the details step stop the wizard until they are filled.
    expect(stepHeading()).toBe('Step 3 of 4Tell guests');
    expect(await screen.findByText('Some fields need your attention.')).toBeInTheDocument();
  });

  it('keeps External Link for Pro and above', async () => {
    mockFetch(templates);
    renderWizard();
    expect(screen.getByLabelText(/External Link/)).toBeDisabled();
    expect(screen.getByText(/Available on the Pro plan or higher/)).toBeInTheDocument();
  });

  it('fills the details from a template and clears the template when the type changes', async () => {
    mockFetch(templates);
    const { user } = renderWizard();
    await user.click(screen.getByLabelText(/Guest services/));
    await clickButton(user, 'Next');
    expect(stepHeading()).toBe('Step 2 of 4Template');
    const tile = (await screen.findByText('Mid-stay Clean')).closest('button')!;
    expect(tile).toHaveAttribute('aria-pressed', 'false');
    await user.click(tile);
    expect(stepHeading()).toBe('Step 3 of 4Tell guests');
    expect(screen.getByLabelText('Name')).toHaveValue('Mid-stay Clean');
    expect(screen.getByLabelText('Price')).toHaveValue('100.00');

    await clickButton(user, 'Back');
    expect(screen.getByText('Mid-stay Clean').closest('button')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await clickButton(user, 'Back');
    await user.click(screen.getByLabelText(/Rentals/));
    await clickButton(user, 'Next');
    expect(await screen.findByText('Bike Rental')).toBeInTheDocument();
    expect(screen.queryByText('Mid-stay Clean')).toBeNull();
    expect(dialog().querySelectorAll('button[aria-pressed="true"]')).toHaveLength(0);
  });

  it('has three steps in quick mode, starting with the templates', async () => {
    mockFetch(templates);
    const { user } = renderWizard({ quick: true });
    expect(stepHeading()).toBe('Step 1 of 3Template');
    await user.click((await screen.findByText('Start from scratch')).closest('button')!);
    expect(stepHeading()).toBe('Step 2 of 3Tell guests');
    expect(screen.getByLabelText('Type')).toBeInTheDocument();
    await clickButton(user, 'Back');
    expect(stepHeading()).toBe('Step 1 of 3Template');
    expect(within(dialog()).queryByText('Back', { selector: 'button span' })).toBeNull();
  });

  it('asks before closing', async () => {
    mockFetch(templates);
    const { user, onClose } = renderWizard();
    await user.click(document.querySelector<HTMLElement>('.ant-modal-close')!);
    const [question] = await screen.findAllByText(
      'Are you sure? You will lose all the filled info.',
    );
    expect(onClose).not.toHaveBeenCalled();
    const confirm = question!.closest('.ant-modal-confirm') as HTMLElement;
    await user.click(within(confirm).getByText('Yes, close'));
    expect(onClose).toHaveBeenCalled();
  });

  it('creates a product from a template', async () => {
    const { requests } = mockFetch({
      ...templates,
      'POST /api/services/product/create/': { status: 201, body: buildProduct() },
    });
    const { user, onClose } = renderWizard();
    await user.click(screen.getByLabelText(/Goods and essentials/));
    await clickButton(user, 'Next');
    await user.click((await screen.findByText('Firewood')).closest('button')!);
    await clickButton(user, 'Next');
    expect(stepHeading()).toBe('Step 4 of 4Manage product');
    expect(screen.getByLabelText('Quantity')).toHaveValue('1');
    await clickButton(user, 'Save to store');
    expect(await screen.findByText('Product successfully created!')).toBeInTheDocument();
    const create = requests.find((request) => request.method === 'POST');
    expect(create?.body).toMatchObject({
      product_name: 'Firewood',
      subcategory: 'Goods and essentials',
      category: 'IH',
      price: 20,
      has_quantity: true,
      quantity: 1,
      store_id: 'store-1',
      mass_create: false,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('cannot be closed while the product is being created', async () => {
    let answer = () => {};
    mockFetch({
      ...templates,
      'POST /api/services/product/create/': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 201, body: buildProduct() });
        }),
    });
    const { user, onClose } = renderWizard({ quick: true });
    await user.click((await screen.findByText('Firewood')).closest('button')!);
    await clickButton(user, 'Next');
    await clickButton(user, 'Save to store');
    const saveButton = within(dialog()).getByText('Save to store').closest('button')!;
    await waitFor(() => expect(saveButton).toHaveClass('ant-btn-loading'));

    const closeButton = dialog().querySelector<HTMLElement>('.ant-modal-close')!;
    expect(closeButton).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(WIZARD_CLOSE_CONFIRM)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    act(answer);
    expect(await screen.findByText('Product successfully created!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('confirms adding the tile to all stores, and warns when no group came back', async () => {
    const { requests } = mockFetch({
      ...templates,
      'POST /api/services/product/create/': {
        status: 201,
        body: buildProduct({ product_group_id: null }),
      },
    });
    const { user } = renderWizard({ quick: true });
    await user.click((await screen.findByText('Firewood')).closest('button')!);
    await clickButton(user, 'Next');
    await clickButton(user, 'Save and add tile to all stores');
    const [title] = await screen.findAllByText('Save and add tile to all stores?');
    await user.click(
      within(title!.closest('.ant-modal-confirm') as HTMLElement).getByText(
        'Save and add tile to all stores',
      ),
    );
    expect(
      await screen.findByText(
        'Product successfully created, but tile cannot be added to all stores because it is already in all stores.',
      ),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      mass_create: true,
    });
  });

  it('toasts each field error', async () => {
    mockFetch({
      ...templates,
      'POST /api/services/product/create/': {
        status: 400,
        body: {
          product_name: ['Ensure this field has no more than 200 characters.'],
          'product_prices.0.label': ['This field is required.'],
        },
      },
    });
    const { user } = renderWizard({ quick: true });
    await user.click((await screen.findByText('Firewood')).closest('button')!);
    await clickButton(user, 'Next');
    await clickButton(user, 'Save to store');
    await waitFor(() =>
      expect(
        screen.getByText('Name: Ensure this field has no more than 200 characters.'),
      ).toBeInTheDocument(),
    );
    expect(screen.getByText('Price option 1 label: This field is required.')).toBeInTheDocument();
    // The name is on the details step: the wizard goes back there.
    expect(stepHeading()).toBe('Step 2 of 3Tell guests');
  });

  describe('leaving the page', () => {
    const DASHBOARD = '/dashboard/store/store-1/products/all/';

    /** The dashboard's part: a button that opens the wizard, which closes it. */
    function Dashboard({ onClose }: { onClose: () => void }) {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Add product
          </button>
          <NewProductWizard
            open={open}
            quick={false}
            storeId="store-1"
            plan="BASIC"
            currency="USD"
            onClose={() => {
              onClose();
              setOpen(false);
            }}
          />
        </>
      );
    }

    /** The host came from the stores list to the dashboard, and opens the wizard. */
    async function openFromDashboard() {
      mockFetch(templates);
      const onClose = vi.fn();
      const view = renderWithProviders(null, {
        user: testHost,
        url: '/overview/stores/',
        routes: [
          { path: '/overview/stores/', element: <LocationProbe /> },
          { path: DASHBOARD, element: <Dashboard onClose={onClose} /> },
        ],
      });
      await act(() => view.router.navigate(DASHBOARD));
      await view.user.click(await screen.findByText('Add product'));
      await screen.findByText('Step 1 of 4');
      return { ...view, onClose };
    }

    const back = (router: ReturnType<typeof renderWithProviders>['router']) =>
      act(() => router.navigate(-1));
    const question = () =>
      screen.queryAllByRole('dialog').find((d) => d.textContent?.includes(WIZARD_CLOSE_CONFIRM));

    it('asks on Back once something is filled in, and stays when the host keeps editing', async () => {
      const { user, router, onClose } = await openFromDashboard();
      await user.click(screen.getByLabelText(/Guest services/));

      await back(router);
      await waitFor(() => expect(question()).toBeDefined());
      expect(router.state.location.pathname).toBe(DASHBOARD);
      expect(onClose).not.toHaveBeenCalled();
      await user.click(within(question()!).getByText('Keep editing'));
      await waitFor(() => expect(question()).toBeUndefined());
      expect(screen.getByLabelText(/Guest services/)).toBeChecked();

      // Back again asks again; this time the host lets the wizard go, and stays on the page.
      await back(router);
      await waitFor(() => expect(question()).toBeDefined());
      await user.click(within(question()!).getByText('Yes, close'));
      expect(onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByText('Step 1 of 4')).toBeNull());
      expect(router.state.location.pathname).toBe(DASHBOARD);

      // The wizard's entry is gone: the next Back leaves the page as usual.
      await back(router);
      expect(await screen.findByTestId('location')).toHaveTextContent('/overview/stores/');
    }, 20_000);

    it('closes on Back without asking when nothing is filled in', async () => {
      const { router, onClose } = await openFromDashboard();
      await back(router);
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(question()).toBeUndefined();
      expect(router.state.location.pathname).toBe(DASHBOARD);
    });

    it('drops its entry when closed with the close button, so Back leaves the page', async () => {
      const { user, router, onClose } = await openFromDashboard();
      await user.click(screen.getByLabelText(/Guest services/));
      await user.click(document.querySelector<HTMLElement>('.ant-modal-close')!);
      await waitFor(() => expect(question()).toBeDefined());
      await user.click(within(question()!).getByText('Yes, close'));
      expect(onClose).toHaveBeenCalledTimes(1);
      await back(router);
      expect(await screen.findByTestId('location')).toHaveTextContent('/overview/stores/');
    });

    it('has the browser ask before a reload once something is filled in', async () => {
      const { user } = await openFromDashboard();
      const reload = () => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      };
      expect(reload()).toBe(false);
      await user.click(screen.getByLabelText(/Guest services/));
      await waitFor(() => expect(reload()).toBe(true));
    });
  });
});
