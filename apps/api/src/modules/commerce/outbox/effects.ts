import type { OutboxKind } from '../../../db/schema/index';
import type { CommerceDeps } from '../deps';
import { loadOrderNews, type OrderNews } from '../notifications/notifications.repository';
import { notifyOrderPlaced } from '../notifications/order-notifications';
import { sendReceipt } from '../notifications/receipt';
import { orderChanged } from '../orders/order-changes';
import { announceRequestOutcome } from '../notifications/request-outcome';
import { chargeOnSavedCard, givePaymentBack } from '../payment-webhooks/payment-effects';
import { findPurchase } from '../purchases/purchases.repository';
import {
  claimDueEffects,
  markEffectsDone,
  postponeEffect,
  type OutboxRow,
} from './outbox.repository';

/**
 * Longer than one effect takes (a few e-mails, one provider call), and shorter than the simulated
 * provider's event lease (15 s): an event redelivered after a crash finds its effects due again.
 * An effect that outlives its lease may run twice; its keys make the rerun the same e-mail or
 * provider call.
 */
const LEASE_MS = 10_000;
const BATCH = 20;
const RETRY_BASE_MS = 5_000;
const RETRY_MAX_MS = 10 * 60_000;

/**
 * What the effects of one round share: an order's receipt and notices, queued together when it
 * settled, read it once. Each effect still succeeds or fails on its own.
 */
class Round {
  private readonly news = new Map<string, Promise<OrderNews | null>>();

  constructor(private readonly deps: CommerceDeps) {}

  newsOf(orderId: string) {
    let read = this.news.get(orderId);
    if (!read) {
      read = loadOrderNews(this.deps.db, orderId);
      this.news.set(orderId, read);
    }
    return read;
  }
}

/** What each kind of effect does; `key` is the effect's, passed on so a rerun is the same message. */
const EFFECTS: Record<
  OutboxKind,
  (
    deps: CommerceDeps,
    payload: Record<string, string>,
    key: string,
    round: Round,
  ) => Promise<unknown>
> = {
  receipt: async (deps, { orderId }, key, round) =>
    sendReceipt(deps, orderId!, { idempotencyKey: key, news: await round.newsOf(orderId!) }),
  'order-notices': async (deps, { orderId }, key, round) =>
    notifyOrderPlaced(deps, orderId!, key, await round.newsOf(orderId!)),
  // Announced as the move left it, even if the purchase moved on since (refunded, say).
  'request-outcome': async (deps, { purchaseId, status }, key) => {
    const purchase = await findPurchase(deps.db, purchaseId!);
    if (purchase) await announceRequestOutcome(deps, { ...purchase, status: status as never }, key);
  },
  'charge-saved-card': chargeOnSavedCard,
  'give-payment-back': givePaymentBack,
};

/** Runs one effect; answers whether it worked (a failed one is put off and tried again). */
async function runEffect(deps: CommerceDeps, effect: OutboxRow, round: Round) {
  try {
    await EFFECTS[effect.kind](deps, effect.payload, effect.key, round);
  } catch (error) {
    deps.log.warn({ err: error, effect: effect.key }, 'an effect failed; it is tried again');
    const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (effect.attempts - 1));
    await postponeEffect(deps.db, effect.id, String(error), delay);
    return false;
  }
  return true;
}

/** This process's delivery under way per order: the next one for the order waits for it. */
const running = new Map<string, Promise<number | null>>();

/**
 * Runs the due effects of one order (just after its change committed) or of every order (the
 * sweep, which finishes what a crashed process left). An effect can queue further ones (a refused
 * charge settles the order): they are taken in the next round. Deliveries for one order in this
 * process take turns, so one that ends has also seen the effects an earlier one was running.
 * The effects that worked in a round are marked done together at its end (one that ran before a
 * crash runs again once its lease ends, as one whose process died while running it). Answers how
 * many effects of the order were left when the last round was marked done, or null when that is
 * not known (nothing ran, or nothing of the last round worked).
 */
export function deliverEffects(deps: CommerceDeps, orderId?: string): Promise<number | null> {
  if (!orderId) return deliverDue(deps).then(() => null);
  orderChanged(orderId);
  const run = (running.get(orderId) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => deliverDue(deps, orderId));
  running.set(orderId, run);
  const forget = () => {
    if (running.get(orderId) === run) running.delete(orderId);
  };
  run.then(forget, forget);
  return run;
}

async function deliverDue(deps: CommerceDeps, orderId?: string) {
  for (;;) {
    const claimed = await claimDueEffects(deps.db, { orderId, limit: BATCH, leaseMs: LEASE_MS });
    const round = new Round(deps);
    const worked: string[] = [];
    for (const effect of claimed) {
      if (await runEffect(deps, effect, round)) worked.push(effect.id);
    }
    const left = await markEffectsDone(deps.db, worked);
    if (claimed.length < BATCH && !claimed.some((e) => e.kind === 'charge-saved-card')) {
      return left;
    }
  }
}
