import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FacebookProfile {
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

/**
 * A local server speaking Facebook Login's protocol: the OAuth dialog, the token exchange and the
 * Graph API `me` call, answering with the profile the test sets.
 */
export async function startFakeFacebook() {
  const state = {
    profile: {
      id: '1000001',
      email: 'fb.user@example.com',
      first_name: 'Fab',
      last_name: 'Book',
    } as FacebookProfile,
    issuedCodes: new Set<string>(),
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/dialog/oauth') {
      const code = `code-${state.issuedCodes.size + 1}`;
      state.issuedCodes.add(code);
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/oauth/access_token') {
      const code = url.searchParams.get('code') ?? '';
      if (
        !state.issuedCodes.delete(code) ||
        url.searchParams.get('client_secret') !== 'fb-secret'
      ) {
        return json(400, {
          error: { message: 'Invalid verification code format.', type: 'OAuthException' },
        });
      }
      return json(200, {
        access_token: `token-for-${code}`,
        token_type: 'bearer',
        expires_in: 5183944,
      });
    }
    if (url.pathname === '/me') {
      if (!url.searchParams.get('access_token')?.startsWith('token-for-')) {
        return json(400, {
          error: { message: 'Invalid OAuth access token.', type: 'OAuthException' },
        });
      }
      return json(200, state.profile);
    }
    json(404, { error: { message: 'Unknown path' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setProfile(profile: FacebookProfile) {
      state.profile = profile;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
