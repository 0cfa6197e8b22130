import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import { SignagePage } from './signage-page';

const STORE = {
  'GET /api/services/store/store-1/': {
    body: { id: 'store-1', storeName: 'Lake House', shareLink: 'http://localhost/store/store-1/' },
  },
};
const LIST = {
  'GET /api/services/store/store-1/signages/': {
    body: [
      { imageId: 1, label: 'Welcome sign (Letter)', preview: 'data:image/png;base64,AAAA' },
      {
        imageId: 3,
        label: 'Table tent (Letter, fold in half)',
        preview: 'data:image/png;base64,BBBB',
      },
    ],
  },
};
const IMAGE = 'iVBORw0KGgo=';

function renderPage() {
  return renderWithProviders(<SignagePage storeId="store-1" notFound={<p>Page not found</p>} />, {
    url: '/dashboard/store/store-1/signage/',
    user: testHost,
  });
}

const card = async (name: string) => screen.findByRole('group', { name });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('signage page', { timeout: 30_000 }, () => {
  it('shows every design with its preview, the share note and the store link', async () => {
    mockFetch({ ...STORE, ...LIST });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Signage' })).toBeVisible();
    const welcome = await card('Welcome sign (Letter)');
    expect(within(welcome).getByRole('img', { name: 'Welcome sign (Letter)' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    for (const name of [/Download/, /Print/, /E-mail/]) {
      expect(within(welcome).getByRole('button', { name })).toBeEnabled();
    }
    expect(await card('Table tent (Letter, fold in half)')).toBeVisible();
    expect(screen.getByText(/share your store link with guests/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'http://localhost/store/store-1/' })).toBeVisible();
  });

  it('downloads the sign as Signage{n}.png', async () => {
    const { requests } = mockFetch({
      ...STORE,
      ...LIST,
      'GET /api/services/store/store-1/signage/3/': { body: { data: { signage: IMAGE } } },
    });
    const createUrl = vi.fn(() => 'blob:signage');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    renderPage();
    const tent = await card('Table tent (Letter, fold in half)');
    await userEvent.click(within(tent).getByRole('button', { name: /Download/ }));
    await waitFor(() =>
      expect(clicked).toEqual([{ href: 'blob:signage', download: 'Signage3.png' }]),
    );
    const blob = (createUrl.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.type).toBe('image/png');
    expect(requests.some((r) => r.path === '/api/services/store/store-1/signage/3/')).toBe(true);
  });

  it('prints only the sign, once its image is loaded', async () => {
    mockFetch({
      ...STORE,
      ...LIST,
      'GET /api/services/store/store-1/signage/1/': { body: { data: { signage: IMAGE } } },
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPage();
    const welcome = await card('Welcome sign (Letter)');
    await userEvent.click(within(welcome).getByRole('button', { name: /Print/ }));
    const sheet = await screen.findByTestId('signage-print');
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet.querySelector('style')?.textContent).toBe(
      '@page { size: 215.9mm 279.4mm; margin: 0; }',
    );
    const image = within(sheet).getByRole('img', { name: 'Welcome sign (Letter)' });
    expect(image).toHaveAttribute('src', `data:image/png;base64,${IMAGE}`);
    expect(print).not.toHaveBeenCalled();
    fireEvent.load(image);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says which action failed', async () => {
    mockFetch({
      ...STORE,
      ...LIST,
      'GET /api/services/store/store-1/signage/1/': { status: 500, body: { detail: 'boom' } },
      'POST /api/services/store/store-1/signage/1/email/': { status: 503, body: { detail: 'x' } },
    });
    renderPage();
    const welcome = await card('Welcome sign (Letter)');
    await userEvent.click(within(welcome).getByRole('button', { name: /Download/ }));
    expect(
      await screen.findByText(
        'Something went wrong while trying to download the signage! Please try again later.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(welcome).getByRole('button', { name: /Print/ }));
    expect(
      await screen.findByText(
        'Something went wrong while trying to print the signage! Please try again later.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(welcome).getByRole('button', { name: /E-mail/ }));
    expect(
      await screen.findByText(
        'Something went wrong while trying to send email the signage! Please try again later.',
      ),
    ).toBeInTheDocument();
  });

  it('e-mails the sign and says where it went', async () => {
    const { requests } = mockFetch({
      ...STORE,
      ...LIST,
      'POST /api/services/store/store-1/signage/1/email/': {
        body: { ok: true, data: { email: 'host@example.com' } },
      },
    });
    renderPage();
    const welcome = await card('Welcome sign (Letter)');
    await userEvent.click(within(welcome).getByRole('button', { name: /E-mail/ }));
    expect(
      await screen.findByText('The signage was sent to host@example.com.'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('tells a host without stores that there is nothing to sign', async () => {
    mockFetch({
      [`GET /api/services/owner/${testHost.owner_id}/stores/`]: {
        body: { count: 0, limit: 1, offset: 0, currency: 'USD', results: [] },
      },
    });
    renderPage();
    expect(await screen.findByText('You have no Store for signages.')).toBeVisible();
  });

  it("answers another owner's store as not found", async () => {
    mockFetch({
      [`GET /api/services/owner/${testHost.owner_id}/stores/`]: {
        body: { count: 2, limit: 1, offset: 0, currency: 'USD', results: [{}] },
      },
    });
    renderPage();
    expect(await screen.findByText('Page not found')).toBeVisible();
  });
});
