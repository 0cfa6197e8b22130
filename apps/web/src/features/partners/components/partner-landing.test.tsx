import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import { PartnerLanding } from './partner-landing';

// antd forms and modals take a moment on a busy machine.
configure({ asyncUtilTimeout: 5000 });

describe('PartnerLanding', () => {
  it('asks Hostaway credentials with the spec messages and saves them', async () => {
    const { requests } = mockFetch({
      'GET /api/services/hostaway/oauth/get/': { body: { exist: false } },
      'POST /api/services/hostaway/oauth/': {
        body: { ok: true, data: { platform: 'hostaway', exist: true } },
      },
    });
    const { user, router } = renderWithProviders(<PartnerLanding partner="hostaway" />, {
      url: '/overview/partners/landing/hostaway/',
    });
    expect(await screen.findByText('Step 1')).toBeInTheDocument();
    expect(screen.queryByLabelText(/How importing/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Hostaway' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please input your Account ID')).toBeInTheDocument();
    expect(within(dialog).getByText('Please input your API Key')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Account ID'), '12345');
    await user.type(within(dialog).getByLabelText('API Key'), 'secret-key');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Client credentials saved successfully!')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      accountId: '12345',
      apiKey: 'secret-key',
    });
    expect(router.state.location.pathname).toBe('/overview/partners/hostaway/');
  });

  it('goes straight to the import when credentials are saved, and shows a configured video', async () => {
    mockFetch({ 'GET /api/services/lodgify/oauth/get/': { body: { exist: true } } });
    const { user, router } = renderWithProviders(<PartnerLanding partner="lodgify" />, {
      url: '/overview/partners/landing/lodgify/',
      appConfig: { partnerVideoUrls: { lodgify: 'https://videos.example/lodgify.mp4' } },
    });
    expect(await screen.findByLabelText('How importing from Lodgify works')).toHaveAttribute(
      'src',
      'https://videos.example/lodgify.mp4',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expect.poll(() => router.state.location.pathname).toBe('/overview/partners/lodgify/');
  });

  it('says so when an OAuth partner is not configured', async () => {
    mockFetch({});
    renderWithProviders(<PartnerLanding partner="turno" />, {
      url: '/overview/partners/landing/turno/',
    });
    expect(await screen.findByText(/Turno is not connected on this/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('sends Airbnb through Hospitable Connect when it is configured, and says when it fails', async () => {
    const { requests } = mockFetch({
      'POST /api/services/hospitableconnect/connect/': {
        status: 503,
        body: { detail: 'Error connecting to Airbnb.' },
      },
    });
    const { user } = renderWithProviders(<PartnerLanding partner="airbnb" />, {
      url: '/overview/partners/landing/airbnb/',
      appConfig: { hospitableConnect: true },
    });
    expect(await screen.findByText(/Hospitable Connect opens/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Error connecting to Airbnb.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('says Airbnb is not connected without a Hospitable Connect token', async () => {
    mockFetch({});
    renderWithProviders(<PartnerLanding partner="airbnb" />, {
      url: '/overview/partners/landing/airbnb/',
    });
    expect(await screen.findByText(/Airbnb is not connected on this/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });
});
