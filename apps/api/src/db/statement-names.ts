import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * How many statements one connection keeps prepared. The statement texts of this API are a few
 * hundred, but an IN list of another length is another text: past the bound, new texts run
 * unnamed, so a connection's prepared statements (and PostgreSQL's memory for them) stay bounded.
 */
const MAX_NAMED_PER_CONNECTION = 500;
/** Bound of the set of statements seen once. */
const MAX_SEEN_ONCE = 20_000;

const seenOnce = new Set<string>();

/** Bound of the texts whose name is kept: the guest's path has a few dozen, each up to a few KB. */
const MAX_NAMES_KEPT = 2_000;
const nameByText = new Map<string, string>();

/** A statement's name, hashed once per text: hashing every query cost the API about 2% of its CPU. */
function nameOf(text: string) {
  let name = nameByText.get(text);
  if (!name) {
    name = `sf_${createHash('sha1').update(text).digest('base64url')}`;
    if (nameByText.size < MAX_NAMES_KEPT) nameByText.set(text, name);
  }
  return name;
}

/** Connections taken through a GuestPathPool, until they are released. */
const onGuestPath = new WeakSet<object>();
/** Marks a query sent through a GuestPathPool on whichever connection the pool picks. */
const GUEST_PATH = Symbol('guest path');

/**
 * The API's pool as the guest's path uses it (`Database.guestDb` is a drizzle instance over it):
 * the connections it hands out, and the queries it sends, name their repeated statements. Its
 * statements look rows up by id, so a plan made once serves every guest. Lists and reports go
 * through the pool itself and stay unnamed: PostgreSQL may switch a named statement to one
 * generic plan after five runs, and for a status or date filter that plan served some filters far
 * worse (the orders bench's "status hold" p50 went from 11 to 24 ms).
 *
 * A handle, not a context: an AsyncLocalStorage marking the guest's routes turned on Node's
 * promise hooks for every promise of the process, about 9 % of the journey bench's throughput.
 * Its name ends in "Pool" because drizzle checks that to take a connection for a transaction.
 */
export class GuestPathPool {
  constructor(private readonly pool: pg.Pool) {}

  async connect(): Promise<pg.PoolClient> {
    const client = await this.pool.connect();
    onGuestPath.add(client);
    const release = client.release;
    client.release = (error?: Error | boolean) => {
      onGuestPath.delete(client);
      client.release = release;
      release.call(client, error);
    };
    return client;
  }

  query(config: string | pg.QueryConfig, values?: unknown[]) {
    const statement = typeof config === 'string' ? { text: config } : config;
    return this.pool.query({ ...statement, [GUEST_PATH]: true } as pg.QueryConfig, values);
  }
}

/** Whether the statement came before, in any connection; remembers it otherwise. */
function cameBefore(name: string) {
  if (seenOnce.has(name)) return true;
  if (seenOnce.size < MAX_SEEN_ONCE) seenOnce.add(name);
  return false;
}

interface QueryConfigLike {
  [GUEST_PATH]?: true;
  name?: string;
  text?: unknown;
  values?: unknown;
  submit?: unknown;
}

/**
 * PostgreSQL parses and plans every unnamed statement again, and under the guest journey bench
 * that was most of its CPU. On the guest's path (GuestPathPool), this names a
 * connection's statements with parameters after a hash of their text from the second time they
 * come, so node-postgres prepares each once per connection and then sends only its parameters.
 * Statements without parameters (BEGIN, migrations) stay on the simple protocol, which they may
 * need for several commands in one text.
 */
export function nameRepeatedStatements(client: pg.PoolClient) {
  const named = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    const statement = (typeof config === 'string' ? { text: config } : config) as QueryConfigLike;
    const parameters = values ?? statement?.values;
    if (
      typeof statement === 'object' &&
      statement !== null &&
      (onGuestPath.has(client) || statement[GUEST_PATH]) &&
      !statement.name &&
      typeof statement.submit !== 'function' &&
      typeof statement.text === 'string' &&
      Array.isArray(parameters) &&
      parameters.length > 0
    ) {
      const name = nameOf(statement.text);
      if (named.has(name)) return query({ ...statement, name }, values, callback);
      if (named.size < MAX_NAMED_PER_CONNECTION && cameBefore(name)) {
        named.add(name);
        return query({ ...statement, name }, values, callback);
      }
    }
    return query(config, values, callback);
  }) as typeof client.query;
}
