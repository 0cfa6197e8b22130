import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { checkPasswordRules, passwordRules } from '@stayfront/core';
import { theme } from 'antd';

interface PasswordChecklistProps {
  password: string | undefined;
  id?: string;
}

/**
 * The password rules as a live checklist: each line turns green once the typed password passes
 * it, and screen readers hear the line that changed.
 */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  const { token } = theme.useToken();
  const results = checkPasswordRules(password ?? '');
  return (
    <ul
      id={id}
      // No aria-label: the list is the field's description (Form.Item extra) already, and a
      // label containing "Password" would make "the field labelled Password" ambiguous.
      aria-live="polite"
      style={{ listStyle: 'none', padding: 0, margin: '8px 0 0', display: 'grid', gap: 4 }}
    >
      {passwordRules.map((rule) => {
        const passed = results[rule.id];
        return (
          <li
            key={rule.id}
            aria-atomic="true"
            data-state={passed ? 'met' : 'unmet'}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              color: passed ? token.colorSuccessText : token.colorTextSecondary,
            }}
          >
            {passed ? (
              <CheckCircleFilled aria-hidden="true" style={{ color: token.colorSuccess }} />
            ) : (
              <CloseCircleOutlined aria-hidden="true" />
            )}
            <span>{rule.label}</span>
            <span className="visually-hidden">{passed ? '(done)' : '(not yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
