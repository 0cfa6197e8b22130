import type { Plan } from './enums';
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
