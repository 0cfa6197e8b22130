import { describe, expect, it } from 'vitest';
import { initialLocale } from './guest-language';

describe("the guest's first language", () => {
  it("is the one a link from the guest's e-mail carries, before the remembered one", () => {
    expect(initialLocale('?lang=es', 'de', ['fr-FR'])).toBe('es');
  });

  it('is the remembered one when the link carries none or one guests cannot read', () => {
    expect(initialLocale('', 'de', ['fr-FR'])).toBe('de');
    expect(initialLocale('?lang=xx', 'de', ['fr-FR'])).toBe('de');
  });

  it("is the browser's first readable language otherwise, else English", () => {
    expect(initialLocale('', null, ['it-IT', 'pt-BR'])).toBe('pt');
    expect(initialLocale('', null, [])).toBe('en');
  });
});
