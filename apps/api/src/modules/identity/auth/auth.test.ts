import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { STRONG_PASSWORD, signUpOwner, uniqueEmail } from '../../../testing/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/jwt/login/', () => {
  it('signs in, sets an httpOnly SameSite=Lax cookie and answers the session user', async () => {
    const client = t.client();
    const { email, ownerId, userId } = await signUpOwner(client);
    const fresh = t.client();
    const response = await fresh.post('/api/jwt/login/', {
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email,
      role: 'HOST',
      owner_id: ownerId,
      user_id: userId,
      is_masqueraded: false,
      is_cohost: false,
      first_name: 'Ana',
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/stayfront_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses a wrong password with the non-field message', async () => {
    const { email } = await signUpOwner(t.client());
    const response = await t.client().post('/api/jwt/login/', { email, password: 'Wrong-pass-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ['Unable to log in with provided credentials.'],
    });
  });

  it('refuses an unknown e-mail the same way', async () => {
    const response = await t
      .client()
      .post('/api/jwt/login/', { email: uniqueEmail(), password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ['Unable to log in with provided credentials.'],
    });
  });

  it('validates the fields', async () => {
    const response = await t.client().post('/api/jwt/login/', { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ['Enter a valid email'],
      password: ['This field is required.'],
    });
  });
});

describe('GET /api/jwt/me/ and POST /api/jwt/logout/', () => {
  it('answers 401 without a session', async () => {
    const response = await t.client().get('/api/jwt/me/');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('answers 401 for a forged cookie', async () => {
    const response = await t.client().get('/api/jwt/me/', {
      headers: { cookie: 'stayfront_session=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('knows the user until logout', async () => {
    const client = t.client();
    const { email } = await signUpOwner(client);
    expect((await client.get('/api/jwt/me/')).json().email).toBe(email);
    const logout = await client.post('/api/jwt/logout/');
    expect(logout.statusCode).toBe(204);
    expect((await client.get('/api/jwt/me/')).statusCode).toBe(401);
  });
});

describe('the error layer', () => {
  it('answers malformed JSON with a 400 in the spec format', async () => {
    const response = await t.client().post('/api/jwt/login/', '{"email": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ['JSON parse error: the request body is not valid JSON.'],
    });
  });

  it('answers a body of the wrong type with a 400', async () => {
    const response = await t.client().post('/api/jwt/login/', '["a"]', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('non_field_errors');
  });

  it('answers wrong field types per field', async () => {
    const response = await t.client().post('/api/jwt/login/', { email: 42, password: ['x'] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['email', 'password']);
  });

  it('refuses oversized bodies with 413', async () => {
    const response = await t
      .client()
      .post(
        '/api/jwt/login/',
        JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
        { headers: { 'content-type': 'application/json' } },
      );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Request body is too large.' });
  });

  it('answers unsupported content types with 415', async () => {
    const response = await t.client().post('/api/jwt/login/', 'email=a', {
      headers: { 'content-type': 'text/csv' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty('detail');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.client().get('/api/no-such-thing/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('sends a request id back', async () => {
    const response = await t
      .client()
      .get('/api/health/', { headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toBe('abc-123');
  });
});

describe('health and API documents', () => {
  it('reports the database', async () => {
    const response = await t.client().get('/api/health/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.client().get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(
      doc.paths['/api/jwt/login/'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
    expect(doc.paths).toHaveProperty('/api/services/owner/');
  });

  it('serves the reference page', async () => {
    const response = await t.client().get('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/html/);
  });
});
