import { createElement, useEffect, useRef } from 'react';
import { App, Button } from 'antd';
import { useSearchParams } from 'react-router';
import { isSocialProvider, socialErrorText } from '../social-sign-in';

const EMAIL_TAKEN_KEY = 'social-email-taken';

/**
 * Shows the toast for `?social_error=<code>&provider=<provider>` (where the API sends the browser
 * back after a failed social sign-in), then removes both parameters from the address.
 */
export function useSocialErrorToast(onLogIn: () => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const { message, notification } = App.useApp();
  const code = searchParams.get('social_error');
  const provider = searchParams.get('provider');
  // Effects run twice in development (StrictMode): show each error once.
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!code) {
      shown.current = null;
      return;
    }
    const key = `${code}:${provider ?? ''}`;
    if (shown.current === key) return;
    shown.current = key;

    const text = socialErrorText(code, isSocialProvider(provider) ? provider : null);
    if (code === 'email_taken' && text) {
      notification.error({
        key: EMAIL_TAKEN_KEY,
        title: text,
        duration: 3,
        actions: createElement(
          Button,
          {
            type: 'primary',
            size: 'small',
            onClick: () => {
              notification.destroy(EMAIL_TAKEN_KEY);
              onLogIn();
            },
          },
          'Log in',
        ),
      });
    } else if (text) {
      message.error({ content: text, duration: 3 });
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('social_error');
        next.delete('provider');
        return next;
      },
      { replace: true },
    );
  }, [code, provider, message, notification, onLogIn, setSearchParams]);
}
