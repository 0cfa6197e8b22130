// The yardstick of the storefront benchmark: the smallest Fastify route that reads one row by
// primary key from the same PostgreSQL database.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const productId = process.env.PRODUCT_ID;
const app = Fastify({ logger: false });
app.get('/min', async () => {
  const { rows } = await pool.query(
    'SELECT id, product_name, price_cents FROM products WHERE id = $1',
    [productId],
  );
  return rows[0];
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
