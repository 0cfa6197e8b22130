import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, keysetCsv, keysetPages } from './csv';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('prefixes text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });

  it('writes numbers, booleans and empty values as they are', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('ends every line with CRLF', () => {
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });
});

describe('keysetPages', () => {
  it('reads every row page by page after the last cursor', async () => {
    const all = Array.from({ length: 25 }, (_, i) => i + 1);
    const calls: Array<number | null> = [];
    const pages = keysetPages(
      async (after: number | null, limit) => {
        calls.push(after);
        return all.filter((n) => n > (after ?? 0)).slice(0, limit);
      },
      (n) => n,
      10,
    );
    const seen: number[][] = [];
    for await (const page of pages) seen.push(page);
    expect(seen).toEqual([all.slice(0, 10), all.slice(10, 20), all.slice(20)]);
    expect(calls).toEqual([null, 10, 20]);
  });
});

describe('keysetCsv', () => {
  it('reads every page after the last cursor and gives each as CSV text', async () => {
    const all = Array.from({ length: 5 }, (_, i) => i + 1);
    const texts: string[] = [];
    for await (const text of keysetCsv(
      async (after: number | null, limit) => all.filter((n) => n > (after ?? 0)).slice(0, limit),
      (n) => n,
      (n) => [n, `=${n}`],
      2,
    ))
      texts.push(text);
    expect(texts).toEqual(["1,'=1\r\n2,'=2\r\n", "3,'=3\r\n4,'=4\r\n", "5,'=5\r\n"]);
  });
});
