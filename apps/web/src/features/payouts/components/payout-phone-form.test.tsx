import { payoutMessages } from '@stayfront/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import { PayoutPhoneForm } from './payout-phone-form';

const SAVE = 'POST /api/services/owner/owner-1/payout-phone/';

function renderForm() {
  const { requests } = mockFetch({
    [SAVE]: { body: { ok: true, data: { phone: '44207946095812' } } },
  });
  const view = renderWithProviders(<PayoutPhoneForm ownerId="owner-1" phone="" />);
  const saves = () => requests.filter((r) => `${r.method} ${r.path}` === SAVE);
  return { ...view, saves, phone: screen.getByLabelText('Phone for payouts') };
}

describe('payout phone', () => {
  it('keeps every digit of a pasted number and saves it', async () => {
    const { user, saves, phone } = renderForm();
    await user.click(phone);
    await user.paste('+1 (303) 555-0100');
    expect(phone).toHaveValue('13035550100');

    await user.clear(phone);
    await user.paste('+44 20 7946 0958 12');
    expect(phone).toHaveValue('44207946095812');
    await user.click(screen.getByRole('button', { name: 'Save phone' }));
    expect(await screen.findByText(payoutMessages.phoneSaved)).toBeInTheDocument();
    expect(saves()[0]?.body).toEqual({ phone: '44207946095812' });
  });

  it('refuses a pasted number of more than 15 digits instead of cutting it', async () => {
    const { user, saves, phone } = renderForm();
    await user.click(phone);
    await user.paste('+44 20 7946 0958 1234');
    expect(phone).toHaveValue('4420794609581234');
    expect(await screen.findByRole('alert')).toHaveTextContent(payoutMessages.phoneInvalid);
    await user.click(screen.getByRole('button', { name: 'Save phone' }));
    expect(saves()).toHaveLength(0);
  });
});
