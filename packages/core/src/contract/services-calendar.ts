import { z } from 'zod';
import { ORDER_PRODUCT_STATUSES, ORDER_STATUS_FILTERS } from '../commerce/line-status';
import {
  DATE_FILTER_BOUNDS,
  dateRangeMessages,
  SERVICES_CALENDAR_DATE_FILTERS,
  SERVICES_CALENDAR_PAGE_SIZE,
} from '../services-calendar';
import { integerParam, isoDate } from '../zod-fields';
import { ZGuestDetailsSchema } from './common';

const ZIsoDateSchema = isoDate().refine(
  (day) => day >= DATE_FILTER_BOUNDS.min && day <= DATE_FILTER_BOUNDS.max,
  dateRangeMessages.outOfBounds,
);

// An empty parameter (`?status=`) means "no filter", as the web app's cleared selects send it.
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

const filterShape = {
  store_id: z.preprocess(blankToUndefined, z.uuid({ error: 'Not found.' }).optional()),
  status: z.preprocess(
    blankToUndefined,
    z
      .enum(ORDER_STATUS_FILTERS, {
        error: `Choose one of: ${ORDER_STATUS_FILTERS.join(', ')}.`,
      })
      .optional(),
  ),
  date_filter: z.preprocess(
    blankToUndefined,
    z
      .enum(SERVICES_CALENDAR_DATE_FILTERS, {
        error: `Choose one of: ${SERVICES_CALENDAR_DATE_FILTERS.join(', ')}.`,
      })
      .default('date_of_service'),
  ),
  start: z.preprocess(blankToUndefined, ZIsoDateSchema.optional()),
  end: z.preprocess(blankToUndefined, ZIsoDateSchema.optional()),
};

const endNotBeforeStart = {
  check: (query: { start?: string; end?: string }) =>
    !query.start || !query.end || query.end >= query.start,
  params: { path: ['end'], message: dateRangeMessages.endBeforeStart },
};

/** The calendar's filters (spec: store id, status, date type, start, end), shared by list and export. */
export const ZServicesCalendarFiltersSchema = z
  .object(filterShape)
  .refine(endNotBeforeStart.check, endNotBeforeStart.params);

export type TServicesCalendarFilters = z.infer<typeof ZServicesCalendarFiltersSchema>;

export const ZServicesCalendarListQuerySchema = z
  .object({
    ...filterShape,
    limit: integerParam({ min: 1, max: 100 }).default(SERVICES_CALENDAR_PAGE_SIZE),
    offset: integerParam({ min: 0 }).default(0),
  })
  .refine(endNotBeforeStart.check, endNotBeforeStart.params);

export const ZServicesCalendarRowSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.number(),
  purchase_id: z.string(),
  owner_purchase_uuid: z.string(),
  product_name: z.string(),
  option: z.string(),
  quantity: z.number(),
  service_date: z.string(),
  delivery_date: z.string().nullable(),
  date_created: z.string(),
  store_id: z.string(),
  store_name: z.string(),
  guest: ZGuestDetailsSchema,
  note: z.string(),
  extra_field_values: z.array(z.object({ label: z.string(), value: z.string() })),
  status: z.enum(ORDER_PRODUCT_STATUSES),
  amount: z.number(),
  guest_amount: z.number().describe('Captured by card; 0 unless the payment went through'),
  currency: z.string(),
  is_purchasable_off_platform: z.boolean(),
});

export type TServicesCalendarRow = z.infer<typeof ZServicesCalendarRowSchema>;

export const ZServicesCalendarListSchema = z.object({
  count: z.number(),
  limit: z.number(),
  offset: z.number(),
  start: z.string(),
  end: z.string(),
  date_filter: z.enum(SERVICES_CALENDAR_DATE_FILTERS),
  results: z.array(ZServicesCalendarRowSchema),
});
export type TServicesCalendarList = z.infer<typeof ZServicesCalendarListSchema>;
