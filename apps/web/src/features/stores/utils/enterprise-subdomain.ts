import { SUBDOMAIN_PATTERN } from '@stayfront/core';

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The label that may name an Enterprise store when the app is served at `<sub>.<host>`: the
 * first label of a host name with three or more labels (or of `<sub>.localhost`). Plain hosts
 * (localhost, IP addresses, a two-label domain, www.) give null, so they never cost a request.
 */
export function getEnterpriseSubdomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host || host.includes(':') || IPV4.test(host)) return null;
  const labels = host.split('.');
  const isLocal = labels.at(-1) === 'localhost';
  if (labels.length < (isLocal ? 2 : 3)) return null;
  const [first = ''] = labels;
  if (first === 'www' || !SUBDOMAIN_PATTERN.test(first)) return null;
  return first;
}
