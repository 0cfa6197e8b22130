export interface ShareableStore {
  id: string;
  enterpriseInfo?: {
    isEnabled: boolean;
    subdomain: string | null;
    isSubdomainEnabled: boolean;
  } | null;
}

/**
 * The guest link of a store: the enterprise subdomain only when enterprise info and its subdomain
 * are both enabled; otherwise the origin plus /store/{id}/.
 */
export function buildStoreLink(origin: string, store: ShareableStore): string {
  const info = store.enterpriseInfo;
  const base = new URL(origin);
  if (info?.isEnabled && info.isSubdomainEnabled && info.subdomain) {
    return `${base.protocol}//${info.subdomain}.${base.host}/`;
  }
  return `${base.origin}/store/${store.id}/`;
}

export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
