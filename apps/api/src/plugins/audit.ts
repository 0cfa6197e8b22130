import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recordAuditEvent } from '../db/audit-events.repository';

/**
 * Every state-changing call made while masquerading is recorded with both users' ids, before its
 * answer goes: once support sees the answer, the record is there.
 */
export default fp(async function audit(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    if (!auth?.masqueradedBy || request.method === 'GET' || request.method === 'HEAD') {
      return payload;
    }
    await recordAuditEvent(app.db, {
      actorUserId: auth.masqueradedBy.id,
      subjectUserId: auth.user.id,
      action: 'masquerade.request',
      details: {
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0],
        status: reply.statusCode,
        requestId: request.id,
      },
    });
    return payload;
  });
});
