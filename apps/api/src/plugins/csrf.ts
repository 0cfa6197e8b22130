import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CSRF_REJECTION = 'Cross-site request refused: this origin is not allowed.';

function isAllowedOrigin(request: FastifyRequest, origin: string, publicUrl: URL): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === publicUrl.origin) return true;
  // Enterprise stores are served at <subdomain>.<public host>.
  if (url.protocol === publicUrl.protocol && url.hostname.endsWith(`.${publicUrl.hostname}`)) {
    return true;
  }
  // Same origin as the request itself (e.g. reached through another name of the same server).
  return url.host === request.headers.host;
}

/**
 * State-changing requests sent by a browser from another site are refused. The session cookie is
 * SameSite=Lax already; this is the second lock, checked on the Origin header.
 */
export default fp(async function csrf(app: FastifyInstance) {
  const publicUrl = new URL(app.config.PUBLIC_URL);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin && origin !== 'null' && isAllowedOrigin(request, origin, publicUrl)) return;
    if (origin || request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('PERMISSION_DENIED', CSRF_REJECTION);
    }
  });
});
