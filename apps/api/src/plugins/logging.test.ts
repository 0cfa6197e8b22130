import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app';
import { STRONG_PASSWORD, signUpOwner, uniqueEmail } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logger: {
      ...(loggerOptions('info') as object),
      stream: { write: (line: string) => lines.push(line) },
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('request logs', () => {
  it('are JSON lines with a request id and no password, token or cookie', async () => {
    const client = t.client();
    const { email } = await signUpOwner(client);
    await client.post('/api/services/password-reset/generate-reset-token/', { email });
    const token = /reset-password\/([\w-]+)\//.exec(t.smtp.lastTo(email)!.text)![1]!;
    await client.post('/api/services/password-reset/reset-password/', {
      password: 'Another-Pass-9',
      token,
    });
    await client.get('/api/auth/complete/google-oauth2/?code=secret-code&state=secret-state');
    await client.get('/api/jwt/me/', { headers: { 'x-request-id': 'trace-me-1' } });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    const parsed = lines.map((line) => JSON.parse(line));
    expect(parsed.some((entry) => entry.reqId === 'trace-me-1')).toBe(true);
    expect(log).toContain('/api/jwt/me/');
    for (const secret of [
      STRONG_PASSWORD,
      'Another-Pass-9',
      token,
      'secret-code',
      'secret-state',
      'stayfront_session=',
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(client.cookies.get('stayfront_session')).toBeDefined();
    expect(log).not.toContain(client.cookies.get('stayfront_session')!);
  });
});

describe('database error logs', () => {
  it('name the failing query but none of its values: no e-mail, password hash or password', async () => {
    // A trigger that refuses the insert and quotes the e-mail back, as PostgreSQL's own unique
    // violations quote the key (`Key (email)=(...)`).
    await t.db.execute(sql`
      CREATE FUNCTION refuse_user() RETURNS trigger AS $$
      BEGIN
        RAISE EXCEPTION 'cannot add "%"', NEW.email
          USING DETAIL = 'Key (email)=(' || NEW.email || ')', HINT = NEW.password_hash;
      END $$ LANGUAGE plpgsql`);
    await t.db.execute(
      sql`CREATE TRIGGER refuse_user BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_user()`,
    );
    const before = lines.length;
    const email = uniqueEmail('private');
    try {
      const response = await t.client().post('/api/services/owner/', {
        firstName: 'Ana',
        email,
        password: STRONG_PASSWORD,
        isActive: true,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ detail: 'Something went wrong! Please try again later.' });
    } finally {
      await t.db.execute(sql`DROP TRIGGER refuse_user ON users`);
      await t.db.execute(sql`DROP FUNCTION refuse_user()`);
    }

    const written = lines.slice(before);
    const failure = written.map((line) => JSON.parse(line)).find((entry) => entry.err);
    // The line is there and says what failed...
    expect(failure.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(failure.err.cause.code).toBe('P0001');
    expect(failure.err.cause.message).toBe('cannot add "[redacted]"');
    // ...and carries none of the values.
    const log = written.join('\n');
    for (const secret of [email, '$argon2', STRONG_PASSWORD, 'Key (email)']) {
      expect(log).not.toContain(secret);
    }
    expect(failure.err.params).toBeUndefined();
    expect(failure.err.cause.detail).toBeUndefined();
  });
});
