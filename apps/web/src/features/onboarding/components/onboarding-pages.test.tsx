import '@/testing/antd-pages-setup';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildListItem, buildOwnerDetail } from '@/features/stores/test-fixtures';
import type { OwnerDetail } from '@/features/stores';
import { STORAGE_KEYS } from '@/lib/storage';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import { OnboardingPage } from './onboarding-page';
import { OnboardingVideoPage } from './onboarding-video-page';

const OWNER = 'GET /api/services/owner/owner-1/detail/';

function location(router: { state: { location: { pathname: string; search: string } } }) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

describe('onboarding video page', { timeout: 30_000 }, () => {
  it('records the video as watched on Next and goes on to /onboarding/', async () => {
    const { requests } = mockFetch({
      [OWNER]: { body: buildOwnerDetail() },
      'POST /api/services/owner/watch-onboarding-video/': {
        body: { ok: true, isWatchedOnboardingVideo: true },
      },
    });
    const { user, router } = renderWithProviders(<OnboardingVideoPage />, {
      url: '/onboarding/onboarding-video/',
      user: testHost,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Testfront Co' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How Testfront works' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play the walkthrough' }));
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(location(router)).toBe('/onboarding/?storesCount=0&ownerId=owner-1'),
    );
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(
      'POST /api/services/owner/watch-onboarding-video/',
    );
  });

  it('skips ahead when the video was watched', async () => {
    mockFetch({
      [OWNER]: {
        body: buildOwnerDetail({ isWatchedOnboardingVideo: true, stores: [buildListItem()] }),
      },
    });
    const { router } = renderWithProviders(<OnboardingVideoPage />, {
      url: '/onboarding/onboarding-video/',
      user: testHost,
    });
    await waitFor(() =>
      expect(location(router)).toBe('/onboarding/?storesCount=1&ownerId=owner-1'),
    );
  });
});

function renderOnboarding(owner: Partial<OwnerDetail>, url = '/onboarding/') {
  mockFetch({ [OWNER]: { body: buildOwnerDetail(owner) } });
  return renderWithProviders(<OnboardingPage />, { url, path: '/onboarding/', user: testHost });
}

describe('onboarding page', { timeout: 30_000 }, () => {
  it('leads a host without stores to creating the first one', async () => {
    const { user } = renderOnboarding({ stores: [] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Start selling' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Create your first store/ }));
    expect(await screen.findByRole('dialog', { name: 'Add a store' })).toBeInTheDocument();
  });

  it('leads a host with stores to the requested store, which is then left alone', async () => {
    const { user, router } = renderOnboarding(
      {
        stores: [
          buildListItem({ id: 's1', storeName: 'First' }),
          buildListItem({ id: 's2', storeName: 'Second' }),
        ],
      },
      '/onboarding/?storeId=s2',
    );
    expect(await screen.findByText('Second')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Go to my store/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/store/s2/'));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.onboardingStatus)!)).toEqual({
      s2: { isDismissed: true },
    });
  });

  it('says so when every step is done', async () => {
    renderOnboarding({
      stores: [
        buildListItem({ id: 's1', storeName: 'First', numProducts: 3, hasSharedStore: true }),
      ],
    });
    expect(await screen.findByText('All steps done')).toBeInTheDocument();
    expect(screen.getByText(/You are all set/)).toBeInTheDocument();
    expect(screen.queryByText(/About \d+ minutes/)).not.toBeInTheDocument();
  });
});
