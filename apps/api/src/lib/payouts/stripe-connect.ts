import Stripe from 'stripe';
import { centsToAmount } from '@stayfront/core';
import type { ConnectClient, PayoutEvent } from './payout-provider';
import { PayoutProviderError } from './payout-provider';

export interface StripeConnectSettings {
  secretKey: string;
  webhookSecret: string | null;
  /** Stripe's API by default; tests point it at a local server that answers like Stripe. */
  apiUrl: string;
}

function stripeClient(settings: StripeConnectSettings) {
  const url = new URL(settings.apiUrl);
  return new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // Stripe's own refusals (4xx) are final; network faults leave the outcome unknown.
    if (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 500) < 500)
      throw new PayoutProviderError(error.message);
    throw error;
  }
}

/** Express connected accounts and transfers through the stripe SDK. */
export function createStripeConnect(settings: StripeConnectSettings): ConnectClient {
  const stripe = stripeClient(settings);
  return {
    async createAccount({ country, email }, idempotencyKey) {
      const account = await call(() =>
        stripe.accounts.create(
          {
            type: 'express',
            country,
            email,
            capabilities: { transfers: { requested: true } },
          },
          { idempotencyKey },
        ),
      );
      return { accountId: account.id };
    },
    async createOnboardingLink(accountId, { refreshUrl, returnUrl }) {
      const link = await call(() =>
        stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          refresh_url: refreshUrl,
          return_url: returnUrl,
        }),
      );
      return { url: link.url };
    },
    async createDashboardLink(accountId) {
      const link = await call(() => stripe.accounts.createLoginLink(accountId));
      return { url: link.url };
    },
    async isOnboardingComplete(accountId) {
      const account = await call(() => stripe.accounts.retrieve(accountId));
      return Boolean(account.details_submitted && account.payouts_enabled);
    },
    async transfer({ destination, amountCents, currency, description }, idempotencyKey) {
      const transfer = await call(() =>
        stripe.transfers.create(
          { destination, amount: amountCents, currency: currency.toLowerCase(), description },
          { idempotencyKey },
        ),
      );
      // A transfer to a connected account lands at once; a reversal comes later as an event.
      return { reference: transfer.id, status: 'COMP' };
    },
  };
}

/**
 * The Connect events the payouts need (account.updated, transfer.reversed) from a delivery to
 * the Stripe webhook, signature checked; null for any other event.
 */
export function parseStripePayoutEvent(
  settings: StripeConnectSettings,
  rawBody: Buffer,
  signature: string | undefined,
): PayoutEvent | null {
  if (!settings.webhookSecret || !signature) return null;
  const event = stripeClient(settings).webhooks.constructEvent(
    rawBody,
    signature,
    settings.webhookSecret,
  );
  if (event.type === 'account.updated') {
    const account = event.data.object;
    return {
      id: event.id,
      kind: 'account',
      accountId: account.id,
      onboardingComplete: Boolean(account.details_submitted && account.payouts_enabled),
    };
  }
  if (event.type === 'transfer.reversed') {
    const transfer = event.data.object;
    return {
      id: event.id,
      kind: 'payout',
      reference: transfer.id,
      outcome: 'FAIL',
      reason: `The transfer of ${centsToAmount(transfer.amount_reversed).toFixed(2)} was reversed by Stripe.`,
    };
  }
  return null;
}
