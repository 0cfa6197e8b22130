import { ZEmailSchema } from '@stayfront/core';
import { z } from 'zod';
import { nonFieldError, notFound } from '../../../errors';
import type { SimulatedProvider } from '../../../lib/payments/simulated-provider';
import type { AuthContext } from '../../../plugins/session';
import type { SessionClaims } from '../../../plugins/session-token';
import { heldGuestRow, requireGuest } from '../cart/cart.service';
import type { CommerceDeps } from '../deps';
import { claimSimulatedPayment, claimSimulatedPaymentOfSession } from './checkout.repository';

/** A test card as the simulated provider's card forms send it. */
const testCardFields = {
  card_number: z
    .string({ error: 'Your card number is incomplete.' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => /^\d{12,19}$/.test(value), 'Your card number is incomplete.'),
  exp_month: z.coerce
    .number({ error: "Your card's expiration date is incomplete." })
    .int()
    .min(1, "Your card's expiration month is invalid.")
    .max(12, "Your card's expiration month is invalid."),
  exp_year: z.coerce
    .number({ error: "Your card's expiration date is incomplete." })
    .int()
    .min(0)
    .max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
};

function isNotExpired(card: { exp_month: number; exp_year: number }) {
  const now = new Date();
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  return (
    year > now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && card.exp_month >= now.getUTCMonth() + 1)
  );
}

const expiredCard = {
  path: ['exp_month'],
  message: "Your card's expiration date is in the past.",
};

export const ZSimulatedConfirmSchema = z
  .object({ client_secret: z.string().min(1).max(200), ...testCardFields, email: ZEmailSchema })
  .strict()
  .refine(isNotExpired, expiredCard);

export const ZSimulatedSubscriptionConfirmSchema = z
  .object({ session_id: z.string().min(1).max(200), ...testCardFields })
  .strict()
  .refine(isNotExpired, expiredCard);

const unknownPayment = 'This payment does not exist.';

/**
 * The plain card form of the simulated provider: confirms the guest's own payment with a test
 * card; the outcome arrives as an event, like Stripe's webhook.
 */
export async function confirmSimulatedPayment(
  deps: Pick<CommerceDeps, 'db'> & { simulatedPayments: SimulatedProvider | null },
  auth: AuthContext,
  input: z.infer<typeof ZSimulatedConfirmSchema>,
) {
  requireGuest(auth);
  const provider = deps.simulatedPayments;
  if (!provider) throw notFound();
  if (!(await claimSimulatedPayment(deps.db, input.client_secret, auth.user.id, input.email)))
    throw nonFieldError(unknownPayment);
  return confirmCard(provider, input);
}

/**
 * confirmSimulatedPayment for a plain session whose token was only verified
 * (`sessionInHandler`): the session's check and the claim of the payment are one statement.
 */
export async function confirmSimulatedPaymentOfSession(
  deps: Pick<CommerceDeps, 'db'> & { simulatedPayments: SimulatedProvider | null },
  claims: SessionClaims,
  input: z.infer<typeof ZSimulatedConfirmSchema>,
) {
  const provider = deps.simulatedPayments;
  if (!provider) throw notFound();
  const found = await heldGuestRow(
    deps.db,
    claims,
    await claimSimulatedPaymentOfSession(deps.db, claims, input.client_secret, input.email),
  );
  if (!found.found) throw nonFieldError(unknownPayment);
  return confirmCard(provider, input);
}

async function confirmCard(
  provider: SimulatedProvider,
  input: z.infer<typeof ZSimulatedConfirmSchema>,
) {
  const result = await provider.confirm({
    clientSecret: input.client_secret,
    cardNumber: input.card_number,
  });
  return { status: result.status, error: result.lastError };
}
