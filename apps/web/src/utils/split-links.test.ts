import { describe, expect, it } from 'vitest';
import { splitLinks } from './split-links';

describe('splitLinks', () => {
  it('keeps plain text as one part', () => {
    expect(splitLinks('No links here.')).toEqual([{ type: 'text', text: 'No links here.' }]);
  });

  it('finds http(s) and www links and leaves sentence punctuation outside', () => {
    expect(splitLinks('See https://a.test/x?y=1, or www.b.test.')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', text: 'https://a.test/x?y=1', href: 'https://a.test/x?y=1' },
      { type: 'text', text: ', or ' },
      { type: 'link', text: 'www.b.test', href: 'https://www.b.test' },
      { type: 'text', text: '.' },
    ]);
  });

  it('keeps balanced parentheses of a URL and drops an enclosing one', () => {
    expect(splitLinks('(https://w.test/Foo_(bar))')).toEqual([
      { type: 'text', text: '(' },
      { type: 'link', text: 'https://w.test/Foo_(bar)', href: 'https://w.test/Foo_(bar)' },
      { type: 'text', text: ')' },
    ]);
  });

  it('never links other schemes or markup', () => {
    const parts = splitLinks('javascript:alert(1) <a href="https://x.test">x</a>');
    expect(parts.filter((part) => part.type === 'link')).toEqual([
      { type: 'link', text: 'https://x.test', href: 'https://x.test' },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(
      'javascript:alert(1) <a href="https://x.test">x</a>',
    );
  });
});
