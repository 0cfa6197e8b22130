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
