import { screen, within } from '@testing-library/react';
import { soldOutWhilePayingMessage } from '@stayfront/core';
import { afterEach, describe, expect, it } from 'vitest';
import { makeLine, makeOrder } from '@/features/storefront/fixtures';
import { chooseLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/test-utils';
import { OrderLines } from './order-lines';

afterEach(async () => {
  await chooseLanguage('en');
});

const failed = (id: string, message: string) =>
  makeLine({ id, purchase_status: 'FAIL', purchase_failure_message: message });

describe('OrderLines', () => {
  it("shows each line's failure in the guest's language, and an unknown one as given", async () => {
    await chooseLanguage('es');
    renderWithProviders(
      <OrderLines
        showStatus
        order={makeOrder([
          failed('line-1', 'Your card has insufficient funds.'),
          failed('line-2', 'Your card was declined.'),
          failed('line-3', 'The payment failed.'),
          failed('line-4', soldOutWhilePayingMessage(['Firewood', 'Kayak'])),
          failed('line-5', 'Your card has expired.'),
        ])}
      />,
    );
    const lines = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(lines.map((line) => line.querySelector('.ck-line__failure')?.textContent)).toEqual([
      'Tu tarjeta no tiene fondos suficientes.',
      'Tu tarjeta fue rechazada.',
      'El pago falló.',
      'Se agotó mientras pagabas: Firewood, Kayak. Te hemos reembolsado el importe en tu tarjeta.',
      'Your card has expired.',
    ]);
  });
});
