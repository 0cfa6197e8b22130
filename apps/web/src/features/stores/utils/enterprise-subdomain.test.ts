import { describe, expect, it } from 'vitest';
import { getEnterpriseSubdomain } from './enterprise-subdomain';

describe('getEnterpriseSubdomain', () => {
  it('ignores plain hosts', () => {
    for (const host of ['localhost', '127.0.0.1', 'stayfront.com', 'www.stayfront.com', '[::1]']) {
      expect(getEnterpriseSubdomain(host)).toBeNull();
    }
  });

  it('reads the first label of a subdomain', () => {
    expect(getEnterpriseSubdomain('acme.stayfront.com')).toBe('acme');
    expect(getEnterpriseSubdomain('Acme.localhost')).toBe('acme');
    expect(getEnterpriseSubdomain('acme-rentals.app.example.co.uk.')).toBe('acme-rentals');
  });

  it('refuses labels that cannot be a subdomain', () => {
    expect(getEnterpriseSubdomain('-bad.stayfront.com')).toBeNull();
    expect(getEnterpriseSubdomain('under_score.stayfront.com')).toBeNull();
  });
});
