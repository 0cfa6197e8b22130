import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@stayfront/core';

interface SpaOptions {
  distDir?: string;
}

/**
 * Serves the built web app: hashed assets cached for a year, every other non-API path answered
 * with index.html so the client router can take it (history fallback).
 */
export default fp(async function spa(app: FastifyInstance, { distDir }: SpaOptions) {
  const hasSpa = distDir != null && existsSync(path.join(distDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasSpa || !isPage || request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({ detail: messages.notFound });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
