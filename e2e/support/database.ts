import pg from 'pg';

/**
 * The server's clock cannot be moved from a browser, so a journey about elapsed time changes the
 * stored date instead. Only a PostgreSQL server (E2E_DATABASE_URL) can be reached from the test
 * runner: the embedded database belongs to the server process alone.
 */
export const canReachDatabase = Boolean(process.env.E2E_DATABASE_URL);

async function runSql(text: string, values: unknown[]) {
  if (!process.env.E2E_DATABASE_URL) throw new Error('E2E_DATABASE_URL is not set');
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** Puts the pending invitations to `email` one minute past their expiry date. */
export async function expireCohostInvitation(email: string) {
  const { rowCount } = await runSql(
    `UPDATE cohosts SET invitation_expires_at = now() - interval '1 minute'
      WHERE email = $1 AND status = 'PENDING'`,
    [email],
  );
  if (rowCount !== 1)
    throw new Error(`expected one pending invitation to ${email}, got ${rowCount}`);
}

/**
 * What a guest's late payment meets when its 30-minute hold lapsed and another guest bought the
 * units meanwhile: the holds of the order paying with `clientSecret` are released and their
 * products have none left.
 */
export async function sellOutUnderPayment(clientSecret: string) {
  const { rowCount } = await runSql(
    `WITH paying AS (
       SELECT (metadata->>'order_id')::uuid AS order_id FROM simulated_intents
        WHERE client_secret = $1),
     lapsed AS (
       UPDATE stock_reservations r SET released_at = now()
         FROM order_products op, paying
        WHERE op.id = r.order_product_id AND op.order_id = paying.order_id
          AND r.released_at IS NULL
        RETURNING r.product_id)
     UPDATE products SET quantity = 0 WHERE id IN (SELECT product_id FROM lapsed)`,
    [clientSecret],
  );
  if (!rowCount) throw new Error('no stock hold to lapse for this payment');
}
