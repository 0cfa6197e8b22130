import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MoneyInput } from './money-input';

function Price() {
  const [value, setValue] = useState('');
  return <MoneyInput aria-label="Price" currency="USD" value={value} onChange={setValue} />;
}

describe('MoneyInput', () => {
  it('takes a decimal comma and shows the amount as money once left', async () => {
    const user = userEvent.setup();
    render(<Price />);
    const price = screen.getByLabelText('Price');
    await user.type(price, '$12,5');
    expect(price).toHaveValue('12,5');
    await user.tab();
    expect(price).toHaveValue('12.50');
  });

  it('leaves an amount that could be read two ways as typed', async () => {
    const user = userEvent.setup();
    render(<Price />);
    const price = screen.getByLabelText('Price');
    await user.type(price, '1,234');
    await user.tab();
    expect(price).toHaveValue('1,234');
  });
});
