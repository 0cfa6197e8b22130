import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy, trustProxyOption } from './config';

describe('TRUST_PROXY', () => {
  it('is false by default, a hop count, or a list of addresses and ranges', () => {
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.0.1.0/24,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '10.0.1.0/24',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "true" and anything that is not an address, with a message naming it', () => {
    for (const value of [
      'true',
      'yes',
      '10.0.0.1/33',
      '10.0.0',
      'proxy.example',
      '11',
      '1.2.3.4/x',
    ]) {
      expect(parseTrustProxy(value), value).toBeNull();
    }
    expect(() => loadConfig({ TRUST_PROXY: 'true', SESSION_SECRET: 'x'.repeat(32) })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'true', SESSION_SECRET: 'x'.repeat(32) })).toThrow(
      /TRUST_PROXY: must be false, a hop count/,
    );
  });

  it('trusts exactly the nearest hops when given a count', () => {
    const trust = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('198.51.100.1', hop))).toEqual([true, true, false]);
  });
});
