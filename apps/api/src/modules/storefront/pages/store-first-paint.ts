import { BRAND_FONT_FAMILY, BRAND_MARK_PATH, BRAND_PRIMARY, STORE_PAGE_IDS } from '@stayfront/core';
import type { TGuestStore } from '@stayfront/core/contract';
import { escapeHtml } from '../../../lib/escape-html';

// The brand mark as the web app's BrandMark draws it (components/brand-mark.tsx).
function brandMark(brandName: string): string {
  const style =
    'display:inline-flex;align-items:center;gap:10px;font-weight:700;font-size:18px;' +
    'color:#10231f;letter-spacing:-0.01em;white-space:nowrap';
  return `<span style="${style}"><svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="${BRAND_PRIMARY}"/><path d="${BRAND_MARK_PATH}" fill="#fff"/></svg>${escapeHtml(brandName)}</span>`;
}

// The header's logo as StorefrontHeader draws it: the host's company when branding is on.
function storeLogo(store: TGuestStore, brandName: string): string {
  const enterprise = store.enterprise_info;
  if (!enterprise?.isEnabled) return brandMark(brandName);
  const name = enterprise.company_name || store.storeName || brandName;
  const logo = enterprise.image
    ? `<img src="${escapeHtml(enterprise.image)}" alt="" class="sf-header__enterprise-logo">`
    : '';
  return `<span class="sf-header__enterprise">${logo}<span class="sf-header__enterprise-name">${escapeHtml(name)}</span></span>`;
}

// The top of the store as StoreHero draws it, without the Share button and the links, which
// need the app.
function storeHero(store: TGuestStore): string {
  const image = store.image
    ? `<div class="sf-hero__media"><img src="${escapeHtml(store.image)}" alt="" fetchpriority="high" class="sf-hero__image"></div>`
    : '';
  const place = [store.city, store.state].filter(Boolean).join(', ');
  const placeLine = place ? `<p class="sf-hero__place">${escapeHtml(place)}</p>` : '';
  const description = store.description
    ? `<p class="sf-hero__description">${escapeHtml(store.description)}</p>`
    : '';
  return `<section class="sf-hero">${image}<div class="sf-hero__body"><div class="sf-hero__heading"><div><h1 class="sf-hero__name">${escapeHtml(store.storeName)}</h1>${placeLine}</div></div>${description}</div></section>`;
}

/**
 * A store home page's first paint: its header and hero in plain HTML with the storefront's own
 * classes, shown as soon as the page and its styles arrive instead of after the app's code has
 * run. The app is hidden behind it until it renders the store, then removes it
 * (features/storefront/hooks/use-first-paint.ts). Hidden from assistive technology: the app's
 * page is the one to read.
 */
export function storeFirstPaint(store: TGuestStore, brandName: string): string {
  const id = STORE_PAGE_IDS.firstPaint;
  // The text settings the app's Ant Design root gives the page (theme.ts: fontFamily, 14/22 px).
  const text = `font-family:${escapeHtml(BRAND_FONT_FAMILY)};font-size:14px;line-height:1.5714285714285714`;
  return `<div id="${id}" aria-hidden="true" style="${text}"><style>#${id}~#root{display:none}</style><div class="sf-root"><header class="sf-header"><div class="sf-header__inner"><span class="sf-header__logo">${storeLogo(store, brandName)}</span></div></header><main class="sf-main">${storeHero(store)}</main></div></div>`;
}
