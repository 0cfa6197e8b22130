import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import { EnterpriseRoot } from './enterprise-root';

function renderRoot(hostname: string) {
  return renderWithProviders(<EnterpriseRoot hostname={hostname} />, { url: '/', user: null });
}

describe('enterprise root', () => {
  it('shows the store of an Enterprise subdomain', async () => {
    mockFetch({ 'GET /api/services/guest/store-by-subdomain/acme/': { body: { id: 's9' } } });
    const { router } = renderRoot('acme.localhost');
    await waitFor(() => expect(router.state.location.pathname).toBe('/store/s9/'));
  });

  it('goes to the login page for an unknown subdomain', async () => {
    mockFetch({});
    const { router } = renderRoot('nobody.stayfront.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/'));
  });

  it('asks nothing on a plain host', async () => {
    const { requests } = mockFetch({});
    const { router } = renderRoot('localhost');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/'));
    expect(requests).toHaveLength(0);
  });
});
