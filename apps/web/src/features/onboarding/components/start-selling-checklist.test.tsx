import '@/testing/antd-pages-setup';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildHostStore } from '@/features/stores/test-fixtures';
import type { HostStore } from '@/features/stores';
import { STORAGE_KEYS } from '@/lib/storage';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import { StartSellingChecklist } from './start-selling-checklist';

function renderChecklist(store: Partial<HostStore> = {}, extra = {}) {
  const { requests } = mockFetch({
    'GET /api/services/store/s1/': { body: buildHostStore({ id: 's1', ...store }) },
    ...extra,
  });
  const result = renderWithProviders(<StartSellingChecklist storeId="s1" />, { user: testHost });
  return { ...result, requests };
}

function storedStatus() {
  return JSON.parse(window.localStorage.getItem(STORAGE_KEYS.onboardingStatus) ?? '{}') as unknown;
}

describe('start selling checklist', { timeout: 30_000 }, () => {
  it('marks the steps done by their rules', async () => {
    renderChecklist({ hasAddedProduct: false, hasSharedStore: true });
    const region = await screen.findByRole('region', { name: 'Start selling' });
    const steps = within(region).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Create your account \(done\)2 minutes/),
      expect.stringMatching(/^Create your first store \(done\)3 minutes/),
      expect.stringMatching(/^3Add your first product \(to do\)4 minutes/),
      expect.stringMatching(/^Share your store with guests \(done\)2 minutes/),
    ]);
    expect(within(region).getByText('3 of 4 steps done')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /Share now/ })).not.toBeInTheDocument();
  });

  it('offers sharing from the share step', async () => {
    const { user } = renderChecklist({ hasSharedStore: false });
    await user.click(await screen.findByRole('button', { name: /Share now/ }));
    expect(await screen.findByRole('dialog', { name: 'Store Sharing Tips' })).toBeInTheDocument();
  });

  it('remembers the collapse state per store', async () => {
    const first = renderChecklist();
    const hide = await screen.findByRole('button', { name: /Hide steps/ });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await first.user.click(hide);
    expect(screen.getByRole('button', { name: /Show steps/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(storedStatus()).toEqual({ s1: { isCollapsed: true } });
    first.unmount();

    const second = renderChecklist();
    const show = await screen.findByRole('button', { name: /Show steps/ });
    await second.user.click(show);
    expect(await screen.findAllByRole('listitem')).toHaveLength(4);
    expect(storedStatus()).toEqual({ s1: { isCollapsed: false } });
  });

  it('celebrates a completed set-up once, then Close records the tutorial as closed', async () => {
    const done = { hasAddedProduct: true, hasSharedStore: true };
    const first = renderChecklist(done);
    expect(
      await screen.findByText("You've successfully completed your store set-up!", {
        selector: '.ant-message *',
      }),
    ).toBeInTheDocument();
    expect(storedStatus()).toEqual({ s1: { isCelebrated: true } });
    first.unmount();

    const second = renderChecklist(done, {
      'PATCH /api/services/store/s1/': {
        body: buildHostStore({ id: 's1', ...done, hasClosedTutorial: true }),
      },
    });
    const region = await screen.findByRole('region', { name: 'Start selling' });
    expect(
      screen.queryByText("You've successfully completed your store set-up!", {
        selector: '.ant-message *',
      }),
    ).not.toBeInTheDocument();
    expect(within(region).queryByRole('listitem')).not.toBeInTheDocument();
    await second.user.click(within(region).getByRole('button', { name: 'Close' }));
    expect(
      await screen.findByText(
        'Hooray! Click the account icon in the top right for support anytime.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Start selling' })).not.toBeInTheDocument(),
    );
    expect(second.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      hasClosedTutorial: true,
    });
  });

  it('is hidden once the tutorial was closed', async () => {
    const { requests } = renderChecklist({ hasClosedTutorial: true });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Start selling' })).not.toBeInTheDocument();
  });
});
