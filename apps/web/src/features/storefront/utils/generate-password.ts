const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!#$%&*+-=?@^_~';
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;

/** A uniform random index below `size`, from the browser's cryptographic generator. */
function randomIndex(size: number): number {
  // Rejection sampling: values past the last full multiple of `size` would bias the result.
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0]! < limit) return buffer[0]! % size;
  }
}

function pick(alphabet: string): string {
  return alphabet[randomIndex(alphabet.length)]!;
}

/**
 * A random password of letters, digits and symbols (the anonymous guest's; nobody types it).
 * It holds one of each kind so it passes any password rule, then is shuffled.
 */
export function generatePassword(length: number): string {
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomIndex(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
