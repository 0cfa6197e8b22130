/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { makeStore, STORE_ID } from '../fixtures';
import { StorefrontHeader } from './storefront-header';

// Read from the file: Vitest hands CSS imports over empty, and jsdom lays nothing out.
const storefrontCss = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../storefront.css'),
  'utf8',
);

/** The declarations the storefront's style sheet gives `selector`, inside `@media media`. */
function rulesFor(selector: string, media: string | null): CSSStyleDeclaration[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(storefrontCss);
  const found: CSSStyleDeclaration[] = [];
  for (const rule of Array.from(sheet.cssRules)) {
    if (media == null && rule instanceof CSSStyleRule && rule.selectorText === selector) {
      found.push(rule.style);
    }
    if (media != null && rule instanceof CSSMediaRule && rule.media.mediaText === media) {
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && inner.selectorText === selector) {
          found.push(inner.style);
        }
      }
    }
  }
  return found;
}

describe('StorefrontHeader', () => {
  it('fits a 320 px phone: the brand name is not drawn there, but still names the home link', () => {
    renderWithProviders(
      <StorefrontHeader
        storeId={STORE_ID}
        store={makeStore()}
        brandName="Testfront"
        hidden={false}
        cartCount={0}
        onOpenCart={() => {}}
      />,
    );
    const home = screen.getByRole('link', { name: 'Testfront' });
    const name = within(home).getByText('Testfront');
    expect(name).toHaveClass('sf-header__wordmark');

    // Below 360 px the mark, the language menu and the cart button use the width (before, the
    // menu lay over the name, cut to "Stayfro"); the name is hidden as screen-reader text, not
    // with display: none, which would leave the link without a name.
    const narrow = rulesFor('.sf-header__wordmark', '(max-width: 359.98px)');
    expect(narrow).toHaveLength(1);
    expect(narrow[0]).toMatchObject({ position: 'absolute', width: '1px', height: '1px' });
    expect(narrow[0]!.display).toBe('');
    // Wider, the name is drawn, cut short with an ellipsis rather than run under the menu.
    const wide = rulesFor('.sf-header__wordmark', null);
    expect(wide).toHaveLength(1);
    expect(wide[0]).toMatchObject({ overflow: 'hidden', textOverflow: 'ellipsis' });
    expect(wide[0]!.position).toBe('');
  });
});
