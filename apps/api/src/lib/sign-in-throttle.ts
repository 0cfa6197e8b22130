import { messages } from '@stayfront/core';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { AppError } from '../errors';
import type { RateLimitRule } from './rate-limit';

/**
 * Password guessing is slowed down per key (an account, an address, a device cookie): the first
 * `limit` failures within `windowSeconds` of each other are free, then each one makes the next
 * attempt wait twice as long (1 s, 2 s, 4 s ... up to `windowSeconds`). A key forgets its failures
 * `windowSeconds` after the last one.
 */
export interface ThrottleKey {
  key: string;
  rule: RateLimitRule;
}

export class SignInThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', messages.tooManyAttempts(Math.max(1, Math.ceil(retryAfterSeconds / 60))));
  }
}

/**
 * Counts an attempt against every key before the password is checked, so a burst of parallel
 * guesses is counted in full; `forgiveSignInAttempt` takes it back when the password was right.
 * Refuses (429) while any key waits out its delay; a refused attempt is not counted.
 */
export async function countSignInAttempt(db: DbOrTx, keys: ThrottleKey[]): Promise<void> {
  for (const { key, rule } of keys) {
    const failures = sql`CASE WHEN t.last_failure_at < now() - make_interval(secs => ${rule.windowSeconds})
      THEN 1 ELSE t.failures + 1 END`;
    const result = await db.execute<{ failures: number }>(sql`
      INSERT INTO sign_in_throttles AS t (key, failures, last_failure_at, blocked_until)
      VALUES (${key}, 1, now(), ${blockedUntil(sql`1`, rule)})
      ON CONFLICT (key) DO UPDATE SET
        failures = ${failures},
        last_failure_at = now(),
        blocked_until = ${blockedUntil(failures, rule)}
      WHERE t.blocked_until IS NULL OR t.blocked_until <= now()
      RETURNING failures`);
    if (result.rows.length > 0) continue;
    const waiting = await db.execute<{ seconds: number }>(sql`
      SELECT ceil(extract(epoch FROM blocked_until - now()))::int AS seconds
      FROM sign_in_throttles WHERE key = ${key}`);
    throw new SignInThrottledError(Math.max(1, Number(waiting.rows[0]?.seconds ?? 1)));
  }
  if (Math.random() < 0.01) {
    await db.execute(
      sql`DELETE FROM sign_in_throttles WHERE last_failure_at < now() - interval '1 day'`,
    );
  }
}

function blockedUntil(failures: ReturnType<typeof sql>, rule: RateLimitRule) {
  return sql`CASE WHEN ${failures} > ${rule.limit}
    THEN now() + make_interval(secs => least(${rule.windowSeconds}, power(2, ${failures} - ${rule.limit} - 1)))
    END`;
}

/**
 * A right password: the account's and the device's failures are forgotten; the address only
 * gets this one attempt back (someone else there may still be guessing).
 */
export async function forgiveSignInAttempt(
  db: DbOrTx,
  { forget, refund }: { forget: string[]; refund: ThrottleKey[] },
): Promise<void> {
  for (const key of forget) {
    await db.execute(sql`DELETE FROM sign_in_throttles WHERE key = ${key}`);
  }
  for (const { key, rule } of refund) {
    await db.execute(sql`
      UPDATE sign_in_throttles SET
        failures = greatest(failures - 1, 0),
        blocked_until = CASE WHEN failures - 1 > ${rule.limit} THEN blocked_until END
      WHERE key = ${key}`);
  }
}
