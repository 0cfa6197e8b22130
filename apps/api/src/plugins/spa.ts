import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@stayfront/core';
import { preferredEncoding } from '../lib/accept-encoding';
import {
  pageWithTags,
  pageWithRoutePreloads,
  type PageTags,
  type PreloadedPage,
} from './spa-page-preloads';

/** A kind of page the server fills in as it sends it: its own data and first paint. */
export interface PreparedPage {
  /** Paths of this kind of page. */
  pathPrefix: string;
  /** The page's lazy route, a source path as in Vite's manifest: its code is named in the page. */
  routeModule: string;
  /** The page's own tags for this request, fetched in-process. */
  tags(app: FastifyInstance, request: FastifyRequest): Promise<PageTags>;
}

/** A prepared page's body in `encoding`: the shell with the page's own tags when it has some. */
async function preparedPageBody(
  app: FastifyInstance,
  request: FastifyRequest,
  page: PreparedPage,
  shell: PreloadedPage,
  encoding: 'br' | 'gzip' | undefined,
): Promise<Buffer> {
  try {
    const tags = await page.tags(app, request);
    if (tags.head || tags.body) return pageWithTags(shell, tags, encoding);
  } catch (error) {
    // The page works without them: the app then asks for its data itself.
    request.log.warn({ err: error }, 'could not add its own data to a page');
  }
  return encoding ? shell[encoding] : shell.identity;
}

interface SpaOptions {
  distDir?: string;
  /** The page guests land on (the store page), sent with its code, data and first paint. */
  preparedPage?: PreparedPage;
}

/**
 * Serves the built web app: hashed assets cached for a year, every other non-API path answered
 * with index.html so the client router can take it (history fallback). The build writes Brotli
 * and gzip copies of its text files (apps/web/vite.config.ts), sent to browsers that accept them.
 */
export default fp(async function spa(app: FastifyInstance, { distDir, preparedPage }: SpaOptions) {
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
  const preparedShell =
    hasSpa && preparedPage ? pageWithRoutePreloads(distDir, preparedPage.routeModule) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasSpa || !isPage || request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({ detail: messages.notFound });
    }
    reply.header('cache-control', 'no-cache');
    if (preparedPage && preparedShell && request.url.startsWith(preparedPage.pathPrefix)) {
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const page = await preparedPageBody(app, request, preparedPage, preparedShell, encoding);
      // The page now carries who is signed in: no shared cache may keep it.
      reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, cookie');
      reply.header('content-type', 'text/html; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(page);
    }
    return reply.sendFile('index.html');
  });
});
