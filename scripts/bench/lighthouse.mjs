// Lighthouse's mobile audit of the demo store, in Debian's Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createSession } from './http.mjs';

export async function benchLighthouse(root) {
  const port = 3402;
  const base = `http://localhost:${port}`;
  const api = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'stayfront-lh-')),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let chrome;
  try {
    for (let i = 0; i < 200; i += 1) {
      if (
        await fetch(`${base}/api/health/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const demo = createSession(base);
    const me = await demo.post('/api/jwt/login/', {
      email: 'demo@stayfront.com',
      password: 'Demo-Host-2026!',
    });
    const stores = await demo.get(`/api/services/owner/${me.owner_id}/stores/`);
    const url = `${base}/store/${stores.results[0].id}/`;
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const { lhr } = result;
    const score = Math.round(lhr.categories.performance.score * 100);
    const lcp = lhr.audits['largest-contentful-paint'].numericValue / 1000;
    console.log(`\nLighthouse (mobile) on ${url}`);
    console.log(
      `  performance score ${score} (target >= 90), LCP ${lcp.toFixed(2)} s (target < 2.5 s)`,
    );
    return { score, lcp };
  } finally {
    await chrome?.kill();
    api.kill();
  }
}
