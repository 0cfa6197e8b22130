import { describe, expect, it } from 'vitest';
import { isSiteImageUrl } from './images';
import { PRODUCT_TEMPLATES } from './product-templates';

const name = '0f8c2a44-5b1e-4c1e-9a7e-3d2f1b6c9e01';
const prefixes = ['/uploads/', 'https://cdn.example.com/images/'];

describe('isSiteImageUrl', () => {
  it('takes what the uploader hands out and the template pictures', () => {
    for (const url of [
      `/uploads/${name}.png`,
      `/uploads/${name}.jpg`,
      `https://cdn.example.com/images/${name}.jpg`,
      '/template-images/early-check-in.svg',
    ]) {
      expect([url, isSiteImageUrl(url, prefixes)]).toEqual([url, true]);
    }
  });

  it('refuses any other address', () => {
    for (const url of [
      'https://evil.example/cat.png',
      `https://cdn.example.com.evil.example/images/${name}.png`,
      `https://cdn.example.com/other/${name}.png`,
      `/uploads/../${name}.png`,
      `/uploads/${name}.svg`,
      `/uploads/${name}.png?x=1`,
      '/uploads/photo.png',
      '/template-images/../uploads/x.svg',
      '/template-images/a.svg.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      `//evil.example/uploads/${name}.png`,
      ' ',
    ]) {
      expect([url, isSiteImageUrl(url, prefixes)]).toEqual([url, false]);
    }
    expect(isSiteImageUrl(`https://cdn.example.com/images/${name}.png`, ['/uploads/'])).toBe(false);
  });
});

it("accepts every product template's picture", () => {
  for (const template of PRODUCT_TEMPLATES) {
    expect([template.key, isSiteImageUrl(template.image, [])]).toEqual([template.key, true]);
  }
});
