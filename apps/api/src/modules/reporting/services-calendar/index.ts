import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireHost } from '../../../plugins/session';
import { errorResponses } from '../../../lib/error-responses';
import {
  ZServicesCalendarFiltersSchema,
  ZServicesCalendarListQuerySchema,
  ZServicesCalendarListSchema,
} from '@stayfront/core/contract';
import { exportServicesCalendar, listServicesCalendar } from './services-calendar.service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['services-calendar'];

// The spec leaves these paths out ("not shown"); they sit beside the other order-product calls.
const servicesCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services/orderproduct/services-calendar/',
    {
      schema: {
        tags,
        summary:
          "Paid lines of the owner's orders by service date (delivery date, else order date), filtered and paged",
        querystring: ZServicesCalendarListQuerySchema,
        response: { 200: ZServicesCalendarListSchema, ...errors },
      },
    },
    async (request) => {
      const { limit, offset, ...filters } = request.query;
      return listServicesCalendar(app.db, requireHost(request), filters, limit, offset);
    },
  );

  app.get(
    '/services/orderproduct/services-calendar/export/',
    {
      schema: {
        tags,
        summary: 'The services calendar with the same filters, as services_calendar.csv',
        querystring: ZServicesCalendarFiltersSchema,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) =>
      exportServicesCalendar(app.db, requireHost(request), request.query, reply),
  );
};

export default servicesCalendarRoutes;
