import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isoDate, payoutMessages } from '@stayfront/core';
import { z } from 'zod';
import { requireHost } from '../../../plugins/session';
import { errorResponses } from '../../../lib/error-responses';
import { payoutDepsOf } from './payout-deps';
import { exportPayoutDetails, exportPayouts, listPayouts, payoutDetails } from './payouts.service';

const errors = errorResponses(400, 401, 403, 404);

const csvResponse = (filename: string) =>
  z.string().describe(`text/csv attachment named ${filename}, streamed`);

function ordered<T extends z.ZodType<Record<string, string | undefined>>>(
  schema: T,
  start: string,
  end: string,
) {
  return schema.superRefine((value, ctx) => {
    const from = value[start];
    const to = value[end];
    if (from && to && from > to)
      ctx.addIssue({ code: 'custom', path: [end], message: payoutMessages.datesReversed });
  });
}

const ZRangeSchema = ordered(
  z.object({ start_date: isoDate().optional(), end_date: isoDate().optional() }),
  'start_date',
  'end_date',
);

const ZDetailsQuerySchema = ordered(
  z.object({
    store_id: z.uuid({ error: 'Not found.' }),
    payout_start_date: isoDate(),
    payout_end_date: isoDate(),
  }),
  'payout_start_date',
  'payout_end_date',
);

const ZBalanceSchema = z.object({
  external_note: z.string(),
  amount: z.number(),
  leftover_amount: z.number(),
  sign: z.enum(['INCR', 'DECR']),
  date_created: z.string(),
});

const ZStoreRefSchema = z.object({
  id: z.string(),
  store_name: z.string(),
  owner_profit_percentage: z.number(),
});

const ZPayoutRowSchema = z.object({
  store: ZStoreRefSchema,
  first_date_created: z.string(),
  last_date_created: z.string(),
  total_owner_amount_after_balances: z.number(),
  currency: z.string(),
  order_products_are_paid: z.boolean(),
  payouts: z.array(z.object({ status: z.string() })),
  status_label: z.string(),
  held_reason: z.string().nullable(),
  held_message: z.string().nullable(),
  failure_reason: z.string().nullable(),
});

const ZDetailLineSchema = z.object({
  id: z.string(),
  product_name: z.string(),
  delivery_date: z.string(),
  price: z.number(),
  quantity: z.number(),
  amount: z.number(),
  amount_refunded: z.number(),
  transaction_fee: z.number(),
  hostco_profit: z.number(),
  owner_profit: z.number(),
  party_a_amount: z.number(),
  party_b_amount: z.number(),
});

const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = payoutDepsOf(app);

  app.get(
    '/services/owner/payouts/',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Payouts per store and month in a date range (default: this month)',
        querystring: ZRangeSchema,
        response: {
          200: z.object({
            start_date: z.string(),
            end_date: z.string(),
            currency: z.string(),
            total: z.number(),
            totals: z.array(z.object({ currency: z.string(), total: z.number() })),
            count: z.number(),
            results: z.array(ZPayoutRowSchema),
          }),
          ...errors,
        },
      },
    },
    async (request) => listPayouts(deps, requireHost(request), request.query),
  );

  app.get(
    '/services/owner/payouts-export/',
    {
      schema: {
        tags: ['payouts'],
        summary: '{BRAND_NAME} Payouts.csv with a TOTALS row per currency',
        querystring: ZRangeSchema,
        response: { 200: csvResponse('{BRAND_NAME} Payouts.csv'), ...errors },
      },
    },
    async (request, reply) => exportPayouts(deps, requireHost(request), request.query, reply),
  );

  app.get(
    '/services/owner/payout-details/',
    {
      schema: {
        tags: ['payouts'],
        summary: "A store's payout for a month: its lines and balances",
        querystring: ZDetailsQuerySchema,
        response: {
          200: z.object({
            store: ZStoreRefSchema,
            currency: z.string(),
            payout_start_date: z.string(),
            payout_end_date: z.string(),
            status_label: z.string(),
            held_message: z.string().nullable(),
            failure_reason: z.string().nullable(),
            total_owner_amount_after_balances: z.number().nullable(),
            order_products: z.array(ZDetailLineSchema),
            applied_balances: z.array(ZBalanceSchema),
            not_applied_balances: z.array(ZBalanceSchema),
          }),
          ...errors,
        },
      },
    },
    async (request) => payoutDetails(deps, requireHost(request), request.query),
  );

  app.get(
    '/services/owner/payout-details-export/',
    {
      schema: {
        tags: ['payouts'],
        summary: '{store name}_payout_details.csv',
        querystring: ZDetailsQuerySchema,
        response: { 200: csvResponse('{store name}_payout_details.csv'), ...errors },
      },
    },
    async (request, reply) => exportPayoutDetails(deps, requireHost(request), request.query, reply),
  );
};

export default payoutsRoutes;
