import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@stayfront/core';
import { pageWithRoutePreloads, pickEncoding } from './spa-page-preloads';

const STOREFRONT_ROUTE_MODULE = 'src/app/routes/storefront/index.tsx';

interface SpaOptions {
  distDir?: string;
}

/**
 * Serves the built web app: hashed assets cached for a year, every other non-API path answered
 * with index.html so the client router can take it (history fallback). The build writes Brotli
 * and gzip copies of its text files (apps/web/vite.config.ts), sent to browsers that accept them.
 */
export default fp(async function spa(app: FastifyInstance, { distDir }: SpaOptions) {
  const hasSpa = distDir != null && existsSync(path.join(distDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }
  // A store page is a guest's first page: its code is named in the page itself.
  const storePage = hasSpa ? pageWithRoutePreloads(distDir, STOREFRONT_ROUTE_MODULE) : null;

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasSpa || !isPage || request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({ detail: messages.notFound });
    }
    reply.header('cache-control', 'no-cache');
    if (storePage && request.url.startsWith('/store/')) {
      const encoding = pickEncoding(request.headers['accept-encoding']);
      reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'accept-encoding');
      if (!encoding) return reply.send(storePage.identity);
      return reply.header('content-encoding', encoding).send(storePage[encoding]);
    }
    return reply.sendFile('index.html');
  });
});
