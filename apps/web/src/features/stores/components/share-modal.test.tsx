import '@/testing/antd-pages-setup';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import { buildHostStore } from '../test-fixtures';
import type { ShareStore } from '../types';
import { ShareModal } from './share-modal';

const LINK = 'http://localhost/store/s1/';

function renderShare(overrides: Partial<ShareStore> = {}) {
  const store = buildHostStore({ id: 's1', shareLink: LINK, ...overrides });
  return renderWithProviders(<ShareModal store={store} open onClose={() => {}} />, {
    user: testHost,
  });
}

describe('share modal', { timeout: 30_000 }, () => {
  it('shows the sharing tips first and records that they were closed', async () => {
    const { requests } = mockFetch({
      'PATCH /api/services/store/s1/': {
        body: buildHostStore({ id: 's1', hasClosedShareTutorial: true }),
      },
    });
    const { user } = renderShare();
    const dialog = await screen.findByRole('dialog', { name: 'Store Sharing Tips' });
    await user.click(within(dialog).getByRole('button', { name: "Let's go!" }));
    expect(await screen.findByRole('button', { name: /Copy Link/ })).toBeInTheDocument();
    expect(requests).toEqual([
      expect.objectContaining({ method: 'PATCH', body: { hasClosedShareTutorial: true } }),
    ]);
  });

  it('offers the link, three templates and the platforms', async () => {
    mockFetch({});
    renderShare({ hasClosedShareTutorial: true });
    const dialog = await screen.findByRole('dialog', { name: 'Share Lakeside Cabin' });
    expect(within(dialog).getByRole('textbox', { name: 'Your store link' })).toHaveValue(LINK);
    const templates = [
      ['At booking', 8],
      ['One week before check-in', 7],
      ['At check-in', 5],
    ] as const;
    for (const [title, rows] of templates) {
      const area = within(dialog).getByRole('textbox', { name: title });
      expect(area).toHaveAttribute('rows', String(rows));
      expect((area as HTMLTextAreaElement).value).toContain(LINK);
    }
    expect(within(dialog).getAllByRole('button', { name: /^Copy message/ })).toHaveLength(3);
    expect(within(dialog).getByText('Add to your messaging on:')).toBeInTheDocument();
    expect(
      within(dialog).getAllByRole('button', { name: /^Guesty: copy store link$/ }),
    ).toHaveLength(2);
    for (const name of ['Airbnb', 'Booking', 'DACK', 'Enso Connect', 'Hospitable', 'Hostaway']) {
      expect(
        within(dialog).getByRole('button', { name: `${name}: copy store link` }),
      ).toBeInTheDocument();
    }
    for (const name of ['Hostfully', 'iGMS', 'LMPM', 'Lodgify', 'OwnerRez', 'StayFi']) {
      expect(
        within(dialog).getByRole('button', { name: `${name}: copy store link` }),
      ).toBeInTheDocument();
    }
    for (const name of ['TouchStay', 'Vacasa', 'Vrbo']) {
      expect(
        within(dialog).getByRole('button', { name: `${name}: copy store link` }),
      ).toBeInTheDocument();
    }
  });

  it('marks the store as shared on the first copy only', async () => {
    const { requests } = mockFetch({
      'PATCH /api/services/store/s1/': {
        body: buildHostStore({ id: 's1', hasClosedShareTutorial: true, hasSharedStore: true }),
      },
    });
    const { user } = renderShare({ hasClosedShareTutorial: true });
    await user.click(await screen.findByRole('button', { name: /Copy Link/ }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ method: 'PATCH', body: { hasSharedStore: true } });

    await user.click(screen.getByRole('button', { name: 'Copy message: At check-in' }));
    expect(await navigator.clipboard.readText()).toContain('Enjoy your stay!');
    expect(await screen.findByText('Hooray! Happy guests await!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vrbo: copy store link' }));
    expect(requests).toHaveLength(1);
  });

  it('does not mark a store that was already shared', async () => {
    const { requests } = mockFetch({});
    const { user } = renderShare({ hasClosedShareTutorial: true, hasSharedStore: true });
    await user.click(await screen.findByRole('button', { name: 'Airbnb: copy store link' }));
    expect(await screen.findByText('Hooray! Happy guests await!')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
