import { Form, Input } from 'antd';
import { confirmPasswordRules, newPasswordRules, VALIDATE_ON_CHANGE_AND_BLUR } from '../form-rules';
import { PasswordChecklist } from './password-checklist';

/** A new password with its live rules checklist, and its confirmation (field names password, confirmPassword). */
export function NewPasswordFields({ label }: { label: string }) {
  const password = Form.useWatch<string | undefined>('password');
  return (
    <>
      <Form.Item
        label={label}
        name="password"
        validateTrigger={VALIDATE_ON_CHANGE_AND_BLUR}
        rules={newPasswordRules}
        extra={<PasswordChecklist password={password} />}
      >
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        label="Confirm Password"
        name="confirmPassword"
        dependencies={['password']}
        rules={confirmPasswordRules('password')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
