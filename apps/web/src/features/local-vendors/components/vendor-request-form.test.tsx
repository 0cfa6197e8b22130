import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import { VendorRequestForm } from './vendor-request-form';

function renderForm() {
  return renderWithProviders(<VendorRequestForm />, { url: '/vendors/', user: null });
}

describe('request a vendor', () => {
  it('checks the required fields, sends the request and thanks the visitor', async () => {
    const { requests } = mockFetch({
      'POST /api/services/vendor-request/': { status: 201, body: { ok: true } },
    });
    const { user } = renderForm();
    expect(await screen.findByRole('heading', { name: 'Request a vendor' })).toBeInTheDocument();
    expect(document.title).toBe('Request a vendor | Testfront');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(3));
    expect(requests).toHaveLength(0);

    await user.type(screen.getByLabelText('Business name'), 'Boulder Bikes');
    await user.type(screen.getByLabelText('Contact name'), 'Sam');
    await user.type(screen.getByLabelText('E-mail'), 'sam@bikes');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'sam@bikes.example');
    await user.type(screen.getByLabelText(/^ZIP/), '80302');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByRole('heading', { name: 'Thanks! We received your request.' }),
    ).toBeInTheDocument();
    expect(requests[0]?.body).toMatchObject({
      business_name: 'Boulder Bikes',
      contact_name: 'Sam',
      email: 'sam@bikes.example',
      postal_code: '80302',
      phone: '',
    });
  }, 20_000);

  it('shows field errors from the server', async () => {
    mockFetch({
      'POST /api/services/vendor-request/': {
        status: 429,
        body: { detail: 'Too many attempts. Please try again in 60 minutes.' },
      },
    });
    const { user } = renderForm();
    await user.type(await screen.findByLabelText('Business name'), 'Boulder Bikes');
    await user.type(screen.getByLabelText('Contact name'), 'Sam');
    await user.type(screen.getByLabelText('E-mail'), 'sam@bikes.example');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('Too many attempts. Please try again in 60 minutes.'),
    ).toBeInTheDocument();
  });
});
