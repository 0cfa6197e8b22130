import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import { preferredEncoding } from './accept-encoding';

/** A response body serialized once for the revision of the data it was built from. */
export interface RevisionedBody {
  revision: string;
  etag: string;
  body: Buffer;
  /** Compressed copies, made the first time a client accepts them. */
  encoded: { br?: Buffer; gzip?: Buffer };
}

export interface RevisionedSource<Key, Db> {
  /** The data's current revision: one small read; undefined when the data is gone. */
  readRevision(db: Db, key: Key): Promise<string | undefined>;
  /** The data with the revision it was read at (the same statement); null when it is gone. */
  load(db: Db, key: Key): Promise<{ revision: string; value: unknown } | null>;
}

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Keeps the serialized answers of hot public reads. A kept body is only served after its revision
 * was read again from the database, so every process answers from the same truth and nothing
 * needs to be shared or cleared when the data changes: a stale copy is simply rebuilt. Only the
 * most recently used bodies are kept, within `maxBytes`.
 */
export function createRevisionedBodyCache<Key, Db>(
  source: RevisionedSource<Key, Db>,
  maxBytes = DEFAULT_MAX_BYTES,
) {
  // Insertion order doubles as recency: a hit moves to the end, the oldest is dropped first.
  const entries = new Map<Key, RevisionedBody>();
  let bytes = 0;
  const sizeOf = (entry: RevisionedBody) =>
    entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);

  function forget(key: Key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(entry);
  }

  function keep(key: Key, entry: RevisionedBody) {
    forget(key);
    if (sizeOf(entry) > maxBytes) return;
    entries.set(key, entry);
    bytes += sizeOf(entry);
    for (const [oldest] of entries) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  /** The current body, or null when the data is gone. */
  async function read(db: Db, key: Key): Promise<RevisionedBody | null> {
    const kept = entries.get(key);
    if (kept) {
      const revision = await source.readRevision(db, key);
      if (revision === undefined) {
        forget(key);
        return null;
      }
      if (revision === kept.revision) {
        keep(key, kept);
        return kept;
      }
    }
    const found = await source.load(db, key);
    if (!found) {
      forget(key);
      return null;
    }
    const entry: RevisionedBody = {
      revision: found.revision,
      etag: `"${found.revision}"`,
      body: Buffer.from(JSON.stringify(found.value)),
      encoded: {},
    };
    keep(key, entry);
    return entry;
  }

  /** Compresses a kept body once for an encoding, counting it against the budget. */
  function encode(key: Key, entry: RevisionedBody, encoding: 'br' | 'gzip'): Buffer {
    const existing = entry.encoded[encoding];
    if (existing) return existing;
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(entry.body);
    entry.encoded[encoding] = compressed;
    if (entries.get(key) === entry) keep(key, entry);
    return compressed;
  }

  /**
   * Answers with the body: 304 when the client's copy is current (browsers revalidate on every
   * visit), compressed when the client accepts it.
   */
  function send(
    headers: IncomingHttpHeaders,
    reply: FastifyReply,
    key: Key,
    entry: RevisionedBody,
  ) {
    reply
      .header('etag', entry.etag)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (headers['if-none-match'] === entry.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = preferredEncoding(headers['accept-encoding']);
    if (!encoding || entry.body.length < MIN_COMPRESSIBLE_BYTES) return reply.send(entry.body);
    return reply.header('content-encoding', encoding).send(encode(key, entry, encoding));
  }

  return {
    read,
    send,
    get size() {
      return entries.size;
    },
  };
}

// Below this, compressing saves less than the headers it takes.
const MIN_COMPRESSIBLE_BYTES = 1024;
