import path from 'node:path';
import Fastify from 'fastify';
import { centsToAmount, HELD_REASONS, isPayoutMonth } from '@stayfront/core';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { createMailer } from '../lib/mailer/mailer';
import { simulatedSettleMs, type PayoutDeps } from '../modules/commerce/payouts/payout-deps';
import { providersFor } from '../modules/commerce/payouts/payout-events';
import {
  runMonthlyPayouts,
  settlePayingPayouts,
  type StoreRunResult,
} from '../modules/commerce/payouts/payout-run';

const USAGE = 'Usage: npm run payouts -- --month YYYY-MM [--dry-run]';

function parseArgs(argv: string[]) {
  let month: string | null = null;
  let dryRun = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--month') month = argv[(i += 1)] ?? null;
    else if (arg.startsWith('--month=')) month = arg.slice('--month='.length);
    else return null;
  }
  return month && isPayoutMonth(month) ? { month, dryRun } : null;
}

function printRow(result: StoreRunResult) {
  const amount = `${centsToAmount(result.amountCents).toFixed(2)} ${result.currency}`;
  const status = result.heldReason ? `HELD: ${HELD_REASONS[result.heldReason]}` : result.status;
  console.log(`${result.storeId}  ${amount.padStart(14)}  ${result.method.padEnd(28)}  ${status}`);
}

/** The monthly payout run for one month, by hand; safe to run again. */
async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const database = openDatabase(config, { role: 'command', name: 'npm run payouts' });
  await database.migrate();
  const deps: PayoutDeps = {
    db: database.db,
    config,
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      outboxDir: path.join(config.DATA_DIR, 'outbox'),
      from: config.SUPPORT_EMAIL,
    }),
    // Fastify's own logger (pino), as the server logs.
    log: Fastify({ logger: { level: config.LOG_LEVEL } }).log,
  };
  try {
    console.log(
      `Payouts for ${args.month}${args.dryRun ? ' (dry run: nothing is paid or saved)' : ''}`,
    );
    console.log(`${'store'.padEnd(36)}  ${'amount'.padStart(14)}  ${'method'.padEnd(28)}  status`);
    const started = performance.now();
    const totals = await runMonthlyPayouts(deps, { ...args, onStore: printRow });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${totals.paid} paid (${centsToAmount(totals.cents).toFixed(2)}), ${totals.held} held, in ${seconds.toFixed(1)} s (recorded in ${(totals.recordMs / 1000).toFixed(1)} s, sent in ${(totals.sendMs / 1000).toFixed(1)} s)`,
    );
    if (!args.dryRun && providersFor(deps).simulated) {
      // The stand-in settles a few seconds later; wait so this command leaves no payout PAYING.
      await new Promise((resolve) => setTimeout(resolve, simulatedSettleMs(config) + 200));
      await settlePayingPayouts(deps, 0);
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
