import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage, useI18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/test-utils';
import { LanguageSwitcher } from './language-switcher';

function Probe() {
  const { t, money, date, time } = useI18n();
  return (
    <p data-testid="probe">
      {[t('cart.title'), money(1234.5, 'EUR'), date('2026-05-04'), time('14:00:00')].join(' | ')}
    </p>
  );
}

afterEach(async () => {
  await chooseLanguage('en');
});

describe('LanguageSwitcher', () => {
  it('switches the guest pages to the chosen language and remembers it', async () => {
    const { user } = renderWithProviders(
      <>
        <LanguageSwitcher />
        <Probe />
      </>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent(
      'My Cart | €1,234.50 | 05/04/2026 | 2:00 PM',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(await screen.findByText(/^Mein Warenkorb/)).toBeInTheDocument();
    expect(screen.getByTestId('probe').textContent?.replace(/\s/g, ' ')).toBe(
      'Mein Warenkorb | 1.234,50 € | 04.05.2026 | 14:00',
    );
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(window.localStorage.getItem('guestLanguage')).toBe('de');
  });
});
