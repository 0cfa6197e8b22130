import http from 'node:http';

// node:http on kept-alive sockets costs the load generator about a third of what fetch does per
// request; the benches share two cores with the server they measure.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function send(url, method, headers, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          setCookies: response.headers['set-cookie'] ?? [],
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A tiny HTTP client that keeps the session cookie, for setting up benchmark data. */
export function createSession(baseUrl) {
  // A sign-in sets the session and the device cookie: the jar keeps each by name.
  const jar = new Map();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  async function call(method, path, body) {
    const payload = body ? JSON.stringify(body) : undefined;
    const response = await send(
      `${baseUrl}${path}`,
      method,
      {
        ...(payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {}),
        ...(jar.size ? { cookie: cookieHeader() } : {}),
      },
      payload,
    );
    for (const line of response.setCookies) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const { status, text } = response;
    if (status < 200 || status >= 300)
      throw new Error(`${method} ${path} -> ${status} ${text.slice(0, 200)}`);
    return text ? JSON.parse(text) : null;
  }
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body ?? {}),
    patch: (path, body) => call('PATCH', path, body),
    get cookie() {
      return cookieHeader();
    },
  };
}
