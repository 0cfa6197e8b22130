import '@/testing/antd-pages-setup';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import { NEW_STORE_STATE, type HostStore } from '@/features/stores';
import { buildHostStore } from '@/features/stores/test-fixtures';
import { StoreDashboardHeader } from './store-dashboard-header';

const DASHBOARD = '/dashboard/store/s1/';

function renderHeader(store: Partial<HostStore> = {}, url = DASHBOARD) {
  const { requests } = mockFetch({
    'GET /api/services/store/s1/': { body: buildHostStore({ id: 's1', ...store }) },
  });
  const result = renderWithProviders(<StoreDashboardHeader storeId="s1" />, {
    url,
    path: DASHBOARD,
    user: testHost,
  });
  return { ...result, requests };
}

describe('store dashboard header', { timeout: 30_000 }, () => {
  it('shows the store with its description links as anchors, never as HTML', async () => {
    renderHeader({
      hasAddedProduct: true,
      storeName: 'Lakeside Cabin',
      description:
        'Read https://example.com/guide. <b>bold</b> <img src=x onerror="alert(1)"> ' +
        'or www.lake.test and javascript:alert(1)',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lakeside Cabin' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Lakeside Cabin | Testfront'));
    const description = screen.getByTestId('store-description');
    const links = within(description).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/guide',
      'https://www.lake.test',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
    expect(description.querySelector('b, img')).toBeNull();
    expect(description).toHaveTextContent('<b>bold</b> <img src=x onerror="alert(1)">');
    expect(description).toHaveTextContent('javascript:alert(1)');

    expect(screen.getByRole('link', { name: /Guest View/ })).toHaveAttribute('href', '/store/s1/');
    expect(screen.getByRole('link', { name: /Guest View/ })).toHaveAttribute('target', '_blank');
  });

  it('opens the edit modal and the share modal', async () => {
    const { user } = renderHeader({ hasAddedProduct: true });
    await user.click(await screen.findByRole('button', { name: 'Edit store' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit store' });
    expect(await within(edit).findByLabelText('Store name')).toHaveValue('Lakeside Cabin');
    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /Share Store/ }));
    expect(await screen.findByRole('dialog', { name: 'Store Sharing Tips' })).toBeInTheDocument();
  });

  it('sends a host who has not started selling to the onboarding page', async () => {
    const { router } = renderHeader({ hasAddedProduct: false, hasClosedTutorial: false });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/onboarding/?storeId=s1',
      ),
    );
  });

  it('keeps a host on a store that was just created, and remembers it', async () => {
    const { router } = renderHeader({ hasAddedProduct: false }, '/somewhere/');
    await router.navigate(DASHBOARD, { state: NEW_STORE_STATE });
    expect(await screen.findByRole('heading', { name: 'Start selling' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        JSON.parse(window.localStorage.getItem(STORAGE_KEYS.onboardingStatus) ?? '{}'),
      ).toEqual({ s1: { isDismissed: true } }),
    );
    await router.navigate('/somewhere/');
    await router.navigate(DASHBOARD);
    expect(await screen.findByRole('heading', { name: 'Start selling' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(DASHBOARD);
  });

  it('leaves a store that has products or a closed tutorial alone', async () => {
    const { router } = renderHeader({ hasAddedProduct: false, hasClosedTutorial: true });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Start selling' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(DASHBOARD);
  });
});
