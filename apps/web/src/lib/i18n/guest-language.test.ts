import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module as a fresh page load at `url` reads it. */
async function loadAt(url: string) {
  window.history.replaceState(null, '', url);
  vi.resetModules();
  return import('./guest-language');
}

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe("the guest's first language", () => {
  it("is the one a link from the guest's e-mail carries, before the remembered one", async () => {
    window.localStorage.setItem('guestLanguage', 'de');
    expect((await loadAt('/guest/abc/?lang=es')).wantedLanguage()).toBe('es');
  });

  it('is the remembered one when the link carries none or one guests cannot read', async () => {
    window.localStorage.setItem('guestLanguage', 'de');
    expect((await loadAt('/guest/abc/')).wantedLanguage()).toBe('de');
    expect((await loadAt('/guest/abc/?lang=xx')).wantedLanguage()).toBe('de');
  });
});
