import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { NewPasswordFields } from './new-password-fields';

const ruleState = (name: string) =>
  screen.getByText(name).closest('li')?.getAttribute('data-state') ?? null;

describe('NewPasswordFields', () => {
  it('ticks the rules as the password is typed and checks the confirmation', async () => {
    const { user } = renderWithProviders(
      <Form>
        <NewPasswordFields label="New Password" />
      </Form>,
      { user: null },
    );
    const password = screen.getByLabelText('New Password');
    expect(ruleState('At least 8 characters')).toBe('unmet');
    await user.type(password, 'Sunny-Days-42');
    expect(ruleState('At least 8 characters')).toBe('met');
    await user.type(screen.getByLabelText('Confirm Password'), 'Sunny-Days-4');
    await user.tab();
    expect(await screen.findByText("Password doesn't match.")).toBeInTheDocument();
  });
});
