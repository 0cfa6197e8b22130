// The floor under the guest journey: the smallest Fastify server over the same pool and database
// that answers the journey's 13 requests with the statements the real API sends for each (its
// begins and commits included), each of them trivial. What it cannot serve on this machine, no
// product code on this stack can; see journey-floor.mjs.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(
  'CREATE TABLE IF NOT EXISTS floor_rows (id bigserial PRIMARY KEY, v text NOT NULL)',
);

const read = (client, n) =>
  client.query({ name: 'floor_read', text: 'SELECT $1::int AS n', values: [n] });
const write = (client, n) =>
  client.query({
    name: 'floor_write',
    text: 'INSERT INTO floor_rows (v) VALUES ($1)',
    values: [String(n)],
  });

/**
 * Runs a request's statements: 'r' a read and 'w' a one-row write, each on its own; '[' ... ']'
 * the ones between in one transaction on one connection.
 */
async function run(shape) {
  let client = null;
  for (const [i, step] of [...shape].entries()) {
    if (step === '[') {
      client = await pool.connect();
      await client.query('BEGIN');
    } else if (step === ']') {
      await client.query('COMMIT');
      client.release();
      client = null;
    } else {
      await (step === 'w' ? write : read)(client ?? pool, i);
    }
  }
}

const app = Fastify({ logger: false });
app.get('/floor/health/', async () => ({ ok: true }));
app.post('/floor/', async (request) => {
  await run(request.body.shape);
  return { ok: true, at: Date.now() };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
