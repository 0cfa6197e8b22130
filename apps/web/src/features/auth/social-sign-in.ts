import {
  messages,
  planMessages,
  SOCIAL_PROVIDER_LABEL,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '@stayfront/core';

/** Codes the API puts in `?social_error=` when a social sign-in fails. */
export const SOCIAL_ERROR_CODES = [
  'email_taken',
  'not_configured',
  'cancelled',
  'failed',
  'cohost_removed',
  'cohost_suspended',
] as const;
export type SocialErrorCode = (typeof SOCIAL_ERROR_CODES)[number];

export function isSocialProvider(value: string | null): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value ?? '');
}

function isSocialErrorCode(value: string): value is SocialErrorCode {
  return (SOCIAL_ERROR_CODES as readonly string[]).includes(value);
}

export function socialNotConfiguredText(provider: SocialProvider): string {
  return `${SOCIAL_PROVIDER_LABEL[provider]} sign-in is not set up on this server.`;
}

/** The text shown for a failed social sign-in, or null for a code the app does not know. */
export function socialErrorText(code: string, provider: SocialProvider | null): string | null {
  if (!isSocialErrorCode(code)) return null;
  if (code === 'email_taken') return messages.socialEmailTaken;
  // The password sign-in's refusals, worded the same.
  if (code === 'cohost_removed') return messages.cohostAccessRemoved;
  if (code === 'cohost_suspended') return planMessages.cohostSuspended;
  if (!provider) return messages.somethingWentWrong;
  const label = SOCIAL_PROVIDER_LABEL[provider];
  switch (code) {
    case 'not_configured':
      return socialNotConfiguredText(provider);
    case 'cancelled':
      return `Sign-in with ${label} was cancelled.`;
    case 'failed':
      return `We couldn't sign you in with ${label}. Please try again.`;
  }
}
