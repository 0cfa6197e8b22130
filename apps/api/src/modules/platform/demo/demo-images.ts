import { escapeHtml } from '../../../lib/escape-html';
import { loadSharp } from '../../../lib/load-sharp';

// A store page shows its image about 400 CSS px wide on a phone (its guests' usual screen) and
// at most 1200 x 280 on a desktop: 960 px stays sharp on phones, and at this quality the cover
// fits in the first ~14 KB a new connection sends in one round trip (it is the page's LCP).
const COVER_WIDTH = 960;
const COVER_HEIGHT = 640;
const COVER_QUALITY = 76;

/** A simple illustrated cover (sky, hills, a house) so demo stores do not look empty. */
export async function renderDemoCover(title: string, colors: [string, string, string]) {
  const [sky, hill, accent] = colors;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 1200 800">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#s)"/>
  <circle cx="960" cy="170" r="80" fill="#ffd86b" opacity="0.9"/>
  <path d="M0 560 Q300 420 600 540 T1200 500 V800 H0Z" fill="${hill}" opacity="0.85"/>
  <path d="M0 640 Q350 540 700 640 T1200 620 V800 H0Z" fill="${hill}"/>
  <rect x="470" y="420" width="260" height="190" fill="#fdf7ee"/>
  <path d="M440 430 L600 300 L760 430Z" fill="${accent}"/>
  <rect x="570" y="510" width="60" height="100" fill="${accent}"/>
  <rect x="500" y="460" width="50" height="45" fill="#9fd3e8"/><rect x="650" y="460" width="50" height="45" fill="#9fd3e8"/>
  <text x="600" y="740" font-family="Helvetica, Arial, sans-serif" font-size="56" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeHtml(title)}</text>
</svg>`;
  // mozjpeg: the same picture in about a fifth fewer bytes.
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: COVER_QUALITY, mozjpeg: true }).toBuffer();
}
