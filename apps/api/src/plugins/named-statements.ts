import fp from 'fastify-plugin';
import { withNamedStatements } from '../db/statement-names';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A step of the guest's journey, whose statements look rows up by id: they are named on their
     * connection and planned once (db/statement-names.ts).
     */
    namedStatements?: boolean;
  }
}

export default fp(async function namedStatements(app) {
  // The handler runs from `done`, after the body is read: it and what it starts are inside.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.routeOptions.config.namedStatements) withNamedStatements(done);
    else done();
  });
});
