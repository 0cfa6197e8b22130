import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(safeNextPath('/overview/stores/')).toBe('/overview/stores/');
    expect(safeNextPath('/store/1/?product=2#top')).toBe('/store/1/?product=2#top');
    expect(safeNextPath('/a%20b/')).toBe('/a%20b/');
  });

  it('resolves dot segments', () => {
    expect(safeNextPath('/overview/../stores/./x')).toBe('/stores/x');
    expect(safeNextPath('/overview/%2e%2e/stores/')).toBe('/stores/');
  });

  it("refuses the issue's example and every other way off the site", () => {
    for (const value of [
      '/overview/..//evil.example/x',
      '/overview/%2e%2e//evil.example/x',
      '/overview/%252e%252e//evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      '/%5Cevil.example',
      '/%255Cevil.example',
      '/%2F%2Fevil.example',
      '/%2F/evil.example',
      '/%252F%252Fevil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'evil.example',
      '/\tx',
      '/%0d%0aSet-Cookie:x=y',
      '/%E0%A4%A',
      '',
      null,
      undefined,
      `/${'a'.repeat(2000)}`,
    ]) {
      expect(safeNextPath(value), String(value)).toBeNull();
    }
  });
});
