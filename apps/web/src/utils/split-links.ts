export type TextPart =
  { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

// Only http(s) URLs and bare www. addresses: no other scheme (javascript:, data:) ever links.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const TRAILING = '.,;:!?)]}\'"';

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Drops sentence punctuation after a URL ("see www.example.com."), keeping balanced ")". */
function trimUrl(raw: string): string {
  let url = raw;
  for (let last = url.at(-1); last && TRAILING.includes(last); last = url.at(-1)) {
    if (last === ')' && count(url, '(') >= count(url, ')')) break;
    url = url.slice(0, -1);
  }
  return url;
}

/** Splits host text into plain parts and links, so links render as anchors and never as HTML. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const url = trimUrl(match[0]);
    if (/^(?:https?:\/\/|www\.)$/i.test(url)) continue;
    if (start > last) parts.push({ type: 'text', text: text.slice(last, start) });
    const href = /^www\./i.test(url) ? `https://${url}` : url;
    parts.push({ type: 'link', text: url, href });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ type: 'text', text: text.slice(last) });
  return parts;
}

/** A host-entered address, only when it is an http(s) URL (never javascript: or data:). */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
