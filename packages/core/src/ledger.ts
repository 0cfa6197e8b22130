import type { Plan, PurchaseStatus } from './enums';
import {
  DEFAULT_COMMISSION,
  DEFAULT_FEES,
  cardFee,
  commission,
  convenienceFee,
  ownerProfitForLocalItem,
  type FeeSchedule,
  type StoreCommission,
} from './fees';
import type { OpenBalance } from './payouts';

/** Where every cent of one paid line goes (DESIGN.md, Commerce model). */
export interface LineLedger {
  amountCents: number;
  convenienceFeeCents: number;
  guestTotalCents: number;
  ownerProfitCents: number;
  merchantAmountCents: number;
  cardFeeCents: number;
  platformShareCents: number;
}

export type LedgerLineInput =
  | { kind: 'own'; amountCents: number; plan: Plan; store?: StoreCommission }
  | {
      kind: 'local';
      amountCents: number;
      ownerCommissionBps: number;
      merchantAmountCents: number;
    };

/**
 * Splits a line between the host, the merchant, the card processor and the platform. The
 * platform keeps the convenience fee, the commission on a Basic host's own items and what a local
 * item leaves after the host's commission and the merchant's amount.
 */
export function explainLine(input: LedgerLineInput, fees: FeeSchedule = DEFAULT_FEES): LineLedger {
  const convenienceFeeCents = convenienceFee(input.amountCents, fees);
  const guestTotalCents = input.amountCents + convenienceFeeCents;
  if (input.kind === 'local') {
    const ownerProfitCents = ownerProfitForLocalItem(input.amountCents, input.ownerCommissionBps);
    return {
      amountCents: input.amountCents,
      convenienceFeeCents,
      guestTotalCents,
      ownerProfitCents,
      merchantAmountCents: input.merchantAmountCents,
      cardFeeCents: 0,
      platformShareCents:
        convenienceFeeCents + input.amountCents - ownerProfitCents - input.merchantAmountCents,
    };
  }
  const cardFeeCents = cardFee(input.amountCents, input.plan, fees);
  const commissionCents = commission(
    input.amountCents,
    input.plan,
    input.store ?? DEFAULT_COMMISSION,
  );
  return {
    amountCents: input.amountCents,
    convenienceFeeCents,
    guestTotalCents,
    ownerProfitCents: input.amountCents - cardFeeCents - commissionCents,
    merchantAmountCents: 0,
    cardFeeCents,
    platformShareCents: convenienceFeeCents + commissionCents,
  };
}

/**
 * The checks of one captured payment, each a sentence naming the cents that do not add up:
 * guest total = line amounts + convenience fees, and owner profit + merchant amount + platform
 * share + card fees = captured.
 */
export function captureDiscrepancies(
  lines: readonly LineLedger[],
  capturedCents: number,
): string[] {
  const sum = (pick: (line: LineLedger) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const problems: string[] = [];
  const guestTotal = sum((l) => l.amountCents) + sum((l) => l.convenienceFeeCents);
  if (guestTotal !== capturedCents)
    problems.push(`guest total ${guestTotal} != captured ${capturedCents}`);
  const shares =
    sum((l) => l.ownerProfitCents) +
    sum((l) => l.merchantAmountCents) +
    sum((l) => l.platformShareCents) +
    sum((l) => l.cardFeeCents);
  if (shares !== capturedCents) problems.push(`shares ${shares} != captured ${capturedCents}`);
  return problems;
}

/** Signed value of balances: INCR is owed to the host, DECR owed back by the host. */
export function netBalanceCents(balances: readonly Pick<OpenBalance, 'sign' | 'leftoverCents'>[]) {
  return balances.reduce(
    (sum, balance) => sum + (balance.sign === 'INCR' ? 1 : -1) * balance.leftoverCents,
    0,
  );
}

/** One payout as the run records it: what it paid and what it was made of. */
export interface PayoutStatement {
  paidCents: number;
  lineProfitCents: number;
  appliedBalances: readonly Pick<OpenBalance, 'sign' | 'leftoverCents'>[];
}

/**
 * paid out = owner profit of the month's lines - refunds after earlier payouts (DECR) + carried
 * balances (INCR). Answers the difference in cents, 0 when the statement explains every cent.
 */
export function statementDiscrepancy(statement: PayoutStatement): number {
  return (
    statement.paidCents - statement.lineProfitCents - netBalanceCents(statement.appliedBalances)
  );
}

/**
 * A store's whole history in four numbers. What the host earned (owner profit of paid lines,
 * less what refunds took back) is always what was paid out, plus what is carried as balances,
 * plus what no run has taken up yet.
 */
export interface StoreLedger {
  earnedCents: number;
  paidOutCents: number;
  openBalanceCents: number;
  unsettledProfitCents: number;
}

export function storeLedgerDiscrepancy(ledger: StoreLedger): number {
  return (
    ledger.earnedCents - ledger.paidOutCents - ledger.openBalanceCents - ledger.unsettledProfitCents
  );
}

/**
 * The card fee and the platform's share of a line as it was stored (amount, convenience fee,
 * owner profit, merchant amount), for the payout details. A Basic host's own item paid the card
 * fee, so its profit is under its amount; Pro and higher keep the whole amount.
 */
export function explainStoredLine(line: {
  amountCents: number;
  convenienceFeeCents: number;
  ownerProfitCents: number;
  merchantAmountCents: number;
  isLocal: boolean;
}): { transactionFeeCents: number; platformShareCents: number } {
  const captured = line.amountCents + line.convenienceFeeCents;
  const transactionFeeCents =
    line.isLocal || line.ownerProfitCents >= line.amountCents
      ? 0
      : Math.min(cardFee(line.amountCents, 'BASIC'), line.amountCents - line.ownerProfitCents);
  return {
    transactionFeeCents,
    platformShareCents:
      captured - line.ownerProfitCents - line.merchantAmountCents - transactionFeeCents,
  };
}

/**
 * Purchase statuses whose card payment was captured. A refunded purchase was captured first; its
 * refund is a second entry, not an erased first one.
 */
export const CAPTURED_PURCHASE_STATUSES = [
  'COMP',
  'RFND',
] as const satisfies readonly PurchaseStatus[];

/** What the ledger knows of one line: its purchase's payment, and the line's refund. */
export interface LineMoneyFacts {
  purchaseStatus: PurchaseStatus;
  isOffPlatform: boolean;
  isRefunded: boolean;
  amountCents: number;
  convenienceFeeCents: number;
  ownerProfitCents: number;
  amountRefundedCents: number;
}

/** The figures a host reads about a line (or, summed, about a purchase, order or export row). */
export interface LineFigures {
  /** Captured by card: the amount and convenience fee parts, and both. */
  paidAmountCents: number;
  paidFeeCents: number;
  paidCents: number;
  /** Given back to the guest's card. */
  refundedCents: number;
  /** The host's profit from the card payment, after refunds; what payouts are made of. */
  ownerProfitCents: number;
  /** Paid through the booking platform (Airbnb): never by card, never in profit or payouts. */
  offPlatformCents: number;
}

export const NO_FIGURES: LineFigures = {
  paidAmountCents: 0,
  paidFeeCents: 0,
  paidCents: 0,
  refundedCents: 0,
  ownerProfitCents: 0,
  offPlatformCents: 0,
};

const isCaptured = (facts: Pick<LineMoneyFacts, 'purchaseStatus' | 'isOffPlatform'>) =>
  !facts.isOffPlatform &&
  (CAPTURED_PURCHASE_STATUSES as readonly string[]).includes(facts.purchaseStatus);

/** Lines are refunded whole; a refunded purchase has every line refunded. */
const isRefundedWhole = (facts: Pick<LineMoneyFacts, 'purchaseStatus' | 'isRefunded'>) =>
  facts.isRefunded || facts.purchaseStatus === 'RFND';

/** What the card took for a line (lineFigures' paidCents), for reads that know no more of it. */
export function cardPaidCents(
  facts: Pick<
    LineMoneyFacts,
    'purchaseStatus' | 'isOffPlatform' | 'amountCents' | 'convenienceFeeCents'
  >,
) {
  return isCaptured(facts) ? facts.amountCents + facts.convenienceFeeCents : 0;
}

/**
 * The one rule behind every money figure a host reads or exports (issue #14): a line counts as
 * paid only when its card payment was captured, its profit only while it is not refunded, and an
 * off-platform line only as paid through the booking platform once it went through. Denied,
 * cancelled, failed and still pending lines are $0 throughout. `lineFiguresSql` is the same rule
 * for queries that sum it.
 */
export function lineFigures(facts: LineMoneyFacts): LineFigures {
  const guestAmountCents = facts.amountCents + facts.convenienceFeeCents;
  if (facts.isOffPlatform) {
    return {
      ...NO_FIGURES,
      offPlatformCents: facts.purchaseStatus === 'COMP' ? guestAmountCents : 0,
    };
  }
  if (!isCaptured(facts)) return NO_FIGURES;
  const refundedWhole = isRefundedWhole(facts);
  return {
    paidAmountCents: facts.amountCents,
    paidFeeCents: facts.convenienceFeeCents,
    paidCents: guestAmountCents,
    refundedCents: refundedWhole
      ? guestAmountCents
      : Math.min(facts.amountRefundedCents, guestAmountCents),
    ownerProfitCents: refundedWhole ? 0 : facts.ownerProfitCents,
    offPlatformCents: 0,
  };
}

export function sumFigures(figures: readonly LineFigures[]): LineFigures {
  const total = { ...NO_FIGURES };
  for (const each of figures) {
    for (const key of Object.keys(total) as (keyof LineFigures)[]) total[key] += each[key];
  }
  return total;
}

/** Column expressions of the facts lineFiguresSql reads (`p` a purchase, `op` its line). */
export interface LineMoneyColumns {
  purchaseStatus: string;
  isOffPlatform: string;
  isRefunded: string;
  amountCents: string;
  convenienceFeeCents: string;
  ownerProfitCents: string;
  amountRefundedCents: string;
}

/**
 * The condition of a line whose profit the host keeps: captured by card and not refunded. Written
 * with the one status literal, so partial indexes on `status = 'COMP'` stay usable (a RFND
 * purchase has only refunded lines).
 */
export function earnsProfitSql(
  columns: Pick<LineMoneyColumns, 'purchaseStatus' | 'isOffPlatform' | 'isRefunded'>,
) {
  return `${columns.purchaseStatus} = 'COMP' AND NOT ${columns.isOffPlatform} AND NOT ${columns.isRefunded}`;
}

/** lineFigures as SQL expressions, one per figure, for queries that sum lines. */
export function lineFiguresSql(columns: LineMoneyColumns): Record<keyof LineFigures, string> {
  const c = columns;
  const statuses = CAPTURED_PURCHASE_STATUSES.map((code) => `'${code}'`).join(', ');
  const captured = `(${c.purchaseStatus} IN (${statuses}) AND NOT ${c.isOffPlatform})`;
  const guestAmount = `(${c.amountCents} + ${c.convenienceFeeCents})`;
  const whenCaptured = (value: string) => `(CASE WHEN ${captured} THEN ${value} ELSE 0 END)`;
  return {
    paidAmountCents: whenCaptured(c.amountCents),
    paidFeeCents: whenCaptured(c.convenienceFeeCents),
    paidCents: whenCaptured(guestAmount),
    refundedCents: whenCaptured(
      `CASE WHEN ${c.isRefunded} OR ${c.purchaseStatus} = 'RFND' THEN ${guestAmount} ELSE least(${c.amountRefundedCents}, ${guestAmount}) END`,
    ),
    ownerProfitCents: `(CASE WHEN ${earnsProfitSql(c)} THEN ${c.ownerProfitCents} ELSE 0 END)`,
    offPlatformCents: `(CASE WHEN ${c.isOffPlatform} AND ${c.purchaseStatus} = 'COMP' THEN ${guestAmount} ELSE 0 END)`,
  };
}
