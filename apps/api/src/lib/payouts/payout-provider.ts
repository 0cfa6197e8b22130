/** What a provider said about a payout or a connected account, from a webhook or a poll. */
export type PayoutEvent =
  | { id: string; kind: 'account'; accountId: string; onboardingComplete: boolean }
  | {
      id: string;
      kind: 'payout';
      reference: string;
      outcome: 'COMP' | 'FAIL';
      reason: string | null;
    };

export interface PayoutSent {
  /** The transfer or PayPal batch that carries the money. */
  reference: string;
  /** COMP when the money has arrived already (a Stripe transfer lands at once). */
  status: 'PAYING' | 'COMP';
}

export interface TransferInput {
  destination: string;
  amountCents: number;
  currency: string;
  description: string;
}

/** Stripe Connect: Express accounts, their onboarding and dashboard links, and transfers. */
export interface ConnectClient {
  createAccount(
    input: { country: string; email: string },
    idempotencyKey: string,
  ): Promise<{ accountId: string }>;
  createOnboardingLink(
    accountId: string,
    urls: { refreshUrl: string; returnUrl: string },
  ): Promise<{ url: string }>;
  createDashboardLink(accountId: string): Promise<{ url: string }>;
  isOnboardingComplete(accountId: string): Promise<boolean>;
  transfer(input: TransferInput, idempotencyKey: string): Promise<PayoutSent>;
}

/** PayPal Payouts: one item per batch, the batch id doubling as the reference. */
export interface PaypalPayouts {
  payout(input: TransferInput, senderBatchId: string): Promise<PayoutSent>;
  /** The batch's state, for payouts whose webhook never came. */
  checkPayout(
    reference: string,
  ): Promise<{ outcome: 'PAYING' | 'COMP' | 'FAIL'; reason: string | null }>;
  /** Verifies a webhook delivery with PayPal and reads it; null for events of no interest. */
  parseWebhook(
    headers: Record<string, string | undefined>,
    rawBody: string,
  ): Promise<PayoutEvent | null>;
}

/** A refusal the provider gave (bad account, declined payout): the payout FAILs with it. */
export class PayoutProviderError extends Error {}
