import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GuestDateInput } from './guest-date-input';
import { GuestField } from './guest-field';

function DateField({ error }: { error?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <GuestField id="delivery" label="Delivery date" error={error} required>
        {(control) => (
          <GuestDateInput
            {...control}
            value={value}
            onChange={setValue}
            pattern="MM/DD/YYYY"
            today="2026-05-04"
            isDisabled={(iso) => iso < '2026-05-06'}
          />
        )}
      </GuestField>
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

describe('GuestDateInput', () => {
  it('picks an allowed day from the calendar and shows it in the pattern', async () => {
    const user = userEvent.setup();
    render(<DateField />);
    const input = screen.getByLabelText('Delivery date');
    expect(input).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await user.click(input);
    expect(screen.getByRole('button', { name: /May 5, 2026/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /May 8, 2026/ }));
    expect(input).toHaveValue('05/08/2026');
    expect(input).toHaveFocus();
    expect(screen.getByTestId('value')).toHaveTextContent('2026-05-08');
  });

  it('reads a typed day, and Escape closes the calendar', async () => {
    const user = userEvent.setup();
    render(<DateField />);
    const input = screen.getByLabelText('Delivery date');
    await user.type(input, '06/01/2026');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-06-01');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Next month' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Next month' })).not.toBeInTheDocument();
  });

  it('carries its message as its description', () => {
    render(<DateField error="This field is required." />);
    const input = screen.getByLabelText('Delivery date');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required.');
  });
});
