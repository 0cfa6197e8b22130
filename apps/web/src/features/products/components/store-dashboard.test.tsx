import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockRequest } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import { buildLocalProduct, buildProduct } from '../testing/product-fixture';
import type { Product } from '../types/product';
import { readLocalVendorSnapshot } from '../utils/local-vendor-snapshot';
import { PRODUCT_GONE_TOAST } from './edit-product-modal';
import { StoreDashboard } from './store-dashboard';

const store = {
  id: 'store-1',
  storeName: 'Pearl Street Cabin',
  country: 'US',
  state: 'CO',
  city: 'Boulder',
  street1: '',
  street2: '',
  postalCode: '80302',
  description: 'A cosy cabin.',
  image: null,
  currency: 'USD',
  ownerId: 'owner-1',
  isActive: true,
  isVisible: true,
  hasSharedStore: true,
  hasClosedShareTutorial: true,
  hasClosedTutorial: true,
  hasAddedProduct: true,
  isSynced: false,
  commissionLow: 0.07,
  commissionHigh: 0.1,
  commissionCutoff: 20,
  owner_profit_percentage: 100,
  payoutMethod: null,
  numProducts: 2,
  enterpriseInfo: {
    isEnabled: false,
    subdomain: null,
    isSubdomainEnabled: false,
    company_name: '',
    image: null,
    about: '',
  },
  shareLink: 'http://localhost/store/store-1/',
};

const owner = { id: 'owner-1', plan: 'BASIC', isLocalProductOptedOut: false, stores: [] };

const own = buildProduct({ product_name: 'Firewood', has_quantity: true, quantity: 3 });
const preorder = buildProduct({
  product_name: 'Mid-stay Clean',
  category: 'PO',
  is_preorder: true,
  price: 100,
});
const local = buildLocalProduct({ product_name: 'E-bike tour' });
const affiliate = buildLocalProduct({
  product_name: 'Mountain tours',
  category: 'AF',
  owner_local_product_commission: 0.08,
});

function setup(
  products: Product[],
  extra: Record<string, Parameters<typeof mockFetch>[0][string]> = {},
) {
  const byTab = (request: MockRequest) => {
    const tab = new URLSearchParams(request.search).get('category');
    const results = products.filter((product) =>
      tab === 'local-products'
        ? product.is_local
        : tab === 'in-home'
          ? ['IH', 'PO', 'LINK'].includes(product.category)
          : true,
    );
    return { body: { count: results.length, limit: results.length, results } };
  };
  return mockFetch({
    'GET /api/services/store/store-1/': { body: store },
    'GET /api/services/owner/owner-1/detail/': { body: owner },
    'GET /api/services/store/store-1/products/': byTab,
    ...extra,
  });
}

function renderAt(tab: 'all' | 'in-home' | 'local-products') {
  return renderWithProviders(null, {
    user: testHost,
    url: `/dashboard/store/store-1/products/${tab}/`,
    routes: (['all', 'in-home', 'local-products'] as const).map((key) => ({
      path: `/dashboard/store/:storeId/products/${key}/`,
      element: <StoreDashboard storeId="store-1" tab={key} notFound={<p>Not found</p>} />,
    })),
  });
}

const tabEl = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) =>
    tab.textContent?.startsWith(text),
  )!;

describe('store dashboard', () => {
  it('shows the tiles with their badges, prices and quantities', async () => {
    setup([own, preorder, affiliate]);
    renderAt('all');
    expect(await screen.findByText('Firewood')).toBeInTheDocument();
    const firewood = screen.getByText('Firewood').closest('article')!;
    expect(firewood).toHaveTextContent('$20.00');
    expect(firewood).toHaveTextContent('Quantity: 3');
    const clean = screen.getByText('Mid-stay Clean').closest('article')!;
    expect(within(clean).getByText('Pre-order')).toBeInTheDocument();
    const tours = screen.getByText('Mountain tours').closest('article')!;
    expect(within(tours).getByText('Link')).toBeInTheDocument();
    expect(tours).toHaveTextContent('8% commission');
    // A local link item has no menu.
    expect(within(tours).queryByLabelText('Actions for Mountain tours')).toBeNull();
    expect(within(firewood).getByLabelText('Actions for Firewood')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pearl Street Cabin | Testfront'));
  }, 20_000);

  it('moves through the narrow Add menu with the arrow keys', async () => {
    // The menu walks only the items it sees laid out, and jsdom lays nothing out.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.parentElement;
    });
    setup([own]);
    const { user } = renderAt('all');
    await screen.findByText('Firewood');
    screen.getByRole('button', { name: 'plus Add down' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const [add, quick] = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(add).toHaveFocus());
    // The menu reads the legacy keyCode, which user-event leaves at 0.
    fireEvent.keyDown(add!, { key: 'ArrowDown', keyCode: 40 });
    await waitFor(() => expect(quick).toHaveFocus());
    fireEvent.keyDown(quick!, { key: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Quick-add a product')).toBeInTheDocument();
  });

  it('says when the store has no products', async () => {
    setup([]);
    renderAt('all');
    expect(
      await screen.findByText("You haven't added any products to your store yet."),
    ).toBeInTheDocument();
  });

  it('only shares a local vendor item', async () => {
    setup([local]);
    const { user } = renderAt('all');
    await user.click(await screen.findByLabelText('Actions for E-bike tour'));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Share Product Link']);
  });

  it('groups the local vendor items and shows the red dot until the tab is opened', async () => {
    setup([own, local, affiliate]);
    const { user, router } = renderAt('all');
    await screen.findByText('Firewood');
    await waitFor(() =>
      expect(tabEl('Local vendors')).toHaveTextContent('Local vendors (new vendor items)'),
    );
    await user.click(tabEl('Local vendors'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/dashboard/store/store-1/products/local-products/',
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Local products' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Affiliate links' })).toBeInTheDocument();
    expect(screen.getAllByText('New local vendor item added!')).toHaveLength(2);
    expect(tabEl('Local vendors')).toHaveTextContent(/^Local vendors$/);
    await waitFor(() =>
      expect(Object.keys(readLocalVendorSnapshot('owner-1') ?? {})).toHaveLength(2),
    );
    await user.click(tabEl('All'));
    await screen.findByText('Firewood');
    expect(tabEl('Local vendors')).toHaveTextContent(/^Local vendors$/);
    expect(screen.queryByText('New local vendor item added!')).toBeNull();
  });

  it('switches the local vendors default and says so', async () => {
    const { requests } = setup([local], {
      'POST /api/services/owner/local-vendor-opt-out/': {
        body: { ok: true, data: { isLocalProductOptedOut: true } },
      },
    });
    const { user } = renderAt('local-products');
    const box = await screen.findByLabelText('Start new local vendors as default inactive');
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    expect(await screen.findByText('Inactive local vendors')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      isLocalProductOptedOut: true,
    });
  });

  it('flips the switch back when the update fails', async () => {
    setup([own], {
      [`POST /api/services/product/${own.id}/update-active/`]: { status: 500, body: {} },
    });
    const { user } = renderAt('all');
    const toggle = await screen.findByLabelText('Firewood: active');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    expect(
      await screen.findByText('Something went wrong! Please try again later.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  });

  it('switches a product off', async () => {
    const stored = { ...own };
    const { requests } = setup([stored], {
      [`POST /api/services/product/${own.id}/update-active/`]: () => {
        stored.is_active = false;
        return { body: stored };
      },
    });
    const { user } = renderAt('all');
    const toggle = await screen.findByLabelText('Firewood: active');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(
      await screen.findByText("Product's status was successfully updated."),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      is_active: false,
    });
  });

  it('offers drag and drop on All only, and turns it off when leaving', async () => {
    setup([own, preorder]);
    const { user } = renderAt('all');
    await screen.findByText('Firewood');
    const dragSwitch = screen.getByLabelText('Drag and drop tiles');
    await waitFor(() => expect(dragSwitch).toBeEnabled());
    await user.click(dragSwitch);
    expect(dragSwitch).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Firewood').closest('article')).toHaveAttribute(
      'aria-roledescription',
      'sortable',
    );
    await user.click(tabEl('My products'));
    expect(await screen.findByRole('heading', { name: 'Pre-order' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Drag and drop tiles')).toBeNull();
    await user.click(tabEl('All'));
    await act(async () => {});
    expect(await screen.findByLabelText('Drag and drop tiles')).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('opens the preview with the estimated profit', async () => {
    setup([own]);
    const { user } = renderAt('all');
    await user.click(await screen.findByText('Firewood'));
    const [title] = await screen.findAllByText('Estimated profit');
    const modal = title!.closest('.ant-modal') as HTMLElement;
    // $20.00 on Basic: card fee 2.9% x (20 + 1.60 + 0.30) + 0.30 = 0.94, commission 7% = 1.40.
    expect(within(modal).getByText('$17.66')).toBeInTheDocument();
    expect(within(modal).getByText('Edit product')).toBeInTheDocument();
  });

  it('closes the edit modal and drops the card of a product deleted meanwhile', async () => {
    const products = [own, preorder];
    const { requests } = setup(products, {
      // Deleted in another tab after this one read the list.
      [`POST /api/services/product/${own.id}/update/`]: () => {
        products.splice(products.indexOf(own), 1);
        return { status: 404, body: { detail: 'Not found.' } };
      },
    });
    const { user } = renderAt('all');
    await user.click(await screen.findByText('Firewood'));
    const [edit] = await screen.findAllByText('Edit product');
    await user.click(edit!);
    const [title] = await screen.findAllByText('Edit Firewood');
    const modal = title!.closest('.ant-modal') as HTMLElement;
    await user.click(within(modal).getByText('Save changes', { selector: 'button span' }));

    expect(await screen.findByText(PRODUCT_GONE_TOAST)).toBeInTheDocument();
    expect(screen.queryByText('Not found.')).toBeNull();
    await waitFor(() => expect(screen.queryByText('Edit Firewood')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Firewood')).toBeNull());
    expect(screen.getByText('Mid-stay Clean')).toBeInTheDocument();
    expect(requests.filter((r) => r.path.endsWith('/update/'))).toHaveLength(1);
  }, 20_000);
});
