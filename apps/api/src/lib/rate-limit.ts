import { sql } from 'drizzle-orm';
import { messages, UPLOADS_PER_HOUR } from '@stayfront/core';
import type { Db } from '../db/client';
import { AppError } from '../errors';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimits {
  /** Sign-in failures before delays start (lib/sign-in-throttle), per account... */
  signInAccount: RateLimitRule;
  /** ...per address, for browsers without a device cookie for the account... */
  signInAddress: RateLimitRule;
  /** ...and per device cookie, for the browser that signed in to the account before. */
  signInDevice: RateLimitRule;
  signup: RateLimitRule;
  passwordReset: RateLimitRule;
  /** Image uploads, per owner (its co-hosts share it) or per support user. */
  upload: RateLimitRule;
  /**
   * Anonymous guest sessions per address. Generous: a whole resort's guests may share one
   * address (hotel wifi, carrier NAT); it only stops one client making accounts in bulk.
   */
  guestSession: RateLimitRule;
}

export const defaultRateLimits: RateLimits = {
  signInAccount: { limit: 5, windowSeconds: 15 * 60 },
  signInAddress: { limit: 20, windowSeconds: 15 * 60 },
  signInDevice: { limit: 10, windowSeconds: 15 * 60 },
  signup: { limit: 10, windowSeconds: 60 * 60 },
  passwordReset: { limit: 5, windowSeconds: 60 * 60 },
  upload: { limit: UPLOADS_PER_HOUR, windowSeconds: 60 * 60 },
  guestSession: { limit: 300, windowSeconds: 60 },
};

export function scaleRateLimits(limits: RateLimits, factor: number): RateLimits {
  return Object.fromEntries(
    Object.entries(limits).map(([name, rule]) => [name, { ...rule, limit: rule.limit * factor }]),
  ) as unknown as RateLimits;
}

/**
 * Counts one hit against `key` in a fixed window and refuses with 429 once the limit is passed.
 * The counters live in the database so that every API process enforces the same limit.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const now = Date.now();
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const result = await db.execute<{ count: number }>(sql`
    INSERT INTO rate_limit_hits (key, window_start, count)
    VALUES (${key}, ${windowStart.toISOString()}, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_hits.count + 1
    RETURNING count`);
  const count = Number(result.rows[0]?.count ?? 0);
  if (count === 1 && Math.random() < 0.05) {
    await db.execute(
      sql`DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 day'`,
    );
  }
  if (count > rule.limit) {
    const minutes = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 60000));
    throw new AppError('RATE_LIMITED', messages.tooManyAttempts(minutes));
  }
}
