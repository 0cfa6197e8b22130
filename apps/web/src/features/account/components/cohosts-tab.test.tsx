import { accountMessages } from '@stayfront/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { desktopMatchMedia } from '@/features/stores/test-fixtures';
import { mockFetch, type MockReply } from '@/testing/mock-fetch';
import { renderWithProviders, testHost } from '@/testing/test-utils';
import type { Cohost } from '../types';
import { CohostsTab } from './cohosts-tab';

const invited: Cohost = {
  id: 'cohost-1',
  email: 'sam@example.com',
  phone_number: '',
  is_request_sms_enabled: false,
  is_sales_sms_enabled: true,
  is_marketing_sms_enabled: false,
  status: 'INVITATION_EXPIRED',
  is_self: false,
};

describe('Co-Hosts tab', { timeout: 30_000 }, () => {
  it('resends an invitation once for a double click, then says it was sent', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(desktopMatchMedia);
    const answers: ((reply: MockReply) => void)[] = [];
    const { requests } = mockFetch({
      'GET /api/services/co-host/': { body: { results: [invited] } },
      // The server takes its time: the second click lands while the first is in flight.
      'POST /api/services/co-host/cohost-1/resend-invitation/': () =>
        new Promise<MockReply>((resolve) => answers.push(resolve)),
    });
    renderWithProviders(<CohostsTab plan="PRO_PLUS" />, {
      url: '/overview/account/co-hosts/',
      user: testHost,
    });

    const row = (await screen.findByText('sam@example.com')).closest('tr')!;
    // Both clicks land before the button shows it is loading (a fast double click).
    const resend = within(row).getByRole('button', { name: 'Resend Invitation' });
    fireEvent.click(resend);
    fireEvent.click(resend);
    await waitFor(() => expect(answers).not.toHaveLength(0));
    for (const answer of answers) answer({ body: { ok: true } });
    expect(await screen.findByText(accountMessages.toasts.invitationResent)).toBeInTheDocument();
    expect(requests.filter((r) => r.path.endsWith('/resend-invitation/'))).toHaveLength(1);
    // Sending again would void the link just sent.
    expect(within(row).getByRole('button', { name: 'Invitation sent' })).toBeDisabled();
  });
});
