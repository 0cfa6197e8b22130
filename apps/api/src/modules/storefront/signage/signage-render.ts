import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import QRCode from 'qrcode';
import {
  BRAND_MARK_PATH,
  BRAND_PRIMARY,
  SIGNAGE_DPI,
  signagePixelSize,
  type SignageDesign,
} from '@stayfront/core';
import { escapeHtml } from '../../../lib/escape-html';
import { loadSharp } from '../../../lib/load-sharp';

const require = createRequire(import.meta.url);
// Fonts ship in an npm package and system fonts are never loaded, so a sign renders the same on
// every machine (and in CI) whatever fonts are installed.
const FONT_FILES = [
  require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
];
const FONT_FAMILY = 'Inter';
/** Inter's average advance width per em, bold; enough to wrap lines that never overflow. */
const CHAR_WIDTH_EM = 0.6;

const INK = '#1f2933';
const MUTED = '#52606d';
const QR_DARK = '#111111';

export interface SignageContent {
  storeName: string;
  /** The guest link the QR code opens. */
  link: string;
  brandName: string;
  /** PNG bytes of the store's logo; the brand mark is drawn when absent. */
  logoPng: Buffer | null;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Splits text into at most `maxLines` lines of about `maxChars`, the last one cut with an ellipsis. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const pieces = word.match(new RegExp(`.{1,${maxChars}}`, 'gu')) ?? [word];
    for (const piece of pieces) {
      if (!current) current = piece;
      else if (current.length + 1 + piece.length <= maxChars) current = `${current} ${piece}`;
      else {
        lines.push(current);
        current = piece;
      }
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.slice(0, Math.max(0, maxChars - 1)).trimEnd()}…`;
  return kept;
}

/** Centred lines of text whose size shrinks (down to `minSize`) until they fit `width`. */
function textBlock(
  text: string,
  opts: {
    cx: number;
    top: number;
    width: number;
    size: number;
    minSize: number;
    maxLines: number;
    weight?: 400 | 700;
    fill?: string;
  },
) {
  let size = opts.size;
  let lines = wrapText(text, Math.floor(opts.width / (size * CHAR_WIDTH_EM)), opts.maxLines);
  while (
    size > opts.minSize &&
    lines.some((line) => line.length * size * CHAR_WIDTH_EM > opts.width)
  ) {
    size = Math.max(opts.minSize, Math.floor(size * 0.9));
    lines = wrapText(text, Math.floor(opts.width / (size * CHAR_WIDTH_EM)), opts.maxLines);
  }
  const lineHeight = size * 1.2;
  const tspans = lines
    .map(
      (line, index) =>
        `<tspan x="${opts.cx}" y="${opts.top + size + index * lineHeight}">${escapeHtml(line)}</tspan>`,
    )
    .join('');
  return {
    svg: `<text font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${opts.weight ?? 400}" fill="${opts.fill ?? INK}" text-anchor="middle">${tspans}</text>`,
    height: lines.length * lineHeight,
  };
}

/** The QR code of `link` as a square of `size` at (x, y), quiet zone included. */
function qrCode(link: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cells = modules.size + quiet * 2;
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col + quiet} ${row + quiet}h1v1h-1z`);
    }
  }
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${cells} ${cells}" shape-rendering="crispEdges"><rect width="${cells}" height="${cells}" fill="#ffffff"/><path fill="${QR_DARK}" d="${parts.join('')}"/></svg>`;
}

function logo(content: SignageContent, cx: number, top: number, size: number) {
  const x = cx - size / 2;
  if (content.logoPng) {
    const id = `logo-${Math.round(cx)}-${Math.round(top)}`;
    return `<clipPath id="${id}"><rect x="${x}" y="${top}" width="${size}" height="${size}" rx="${size * 0.18}"/></clipPath><image x="${x}" y="${top}" width="${size}" height="${size}" preserveAspectRatio="xMidYMid slice" clip-path="url(#${id})" href="data:image/png;base64,${content.logoPng.toString('base64')}"/>`;
  }
  const scale = size / 32;
  return `<g transform="translate(${x} ${top}) scale(${scale})"><rect width="32" height="32" rx="7" fill="${BRAND_PRIMARY}"/><path d="${BRAND_MARK_PATH}" fill="#ffffff"/></g>`;
}

/**
 * One sign face: logo, a heading, the store name, the QR code, a call to action and the link,
 * stacked in `box` and scaled to it.
 */
function panel(content: SignageContent, box: Box, heading: string) {
  const cx = box.x + box.w / 2;
  const unit = Math.min(box.w, box.h * 0.75) / 100;
  const width = box.w * 0.86;
  const parts: string[] = [];
  let y = box.y + unit * 5;

  const logoSize = unit * 14;
  parts.push(logo(content, cx, y, logoSize));
  y += logoSize + unit * 3;

  const head = textBlock(heading, {
    cx,
    top: y,
    width,
    size: unit * 6,
    minSize: unit * 3,
    maxLines: 1,
    fill: MUTED,
  });
  parts.push(head.svg);
  y += head.height + unit;

  const name = textBlock(content.storeName, {
    cx,
    top: y,
    width,
    size: unit * 9,
    minSize: unit * 5,
    maxLines: 2,
    weight: 700,
    fill: BRAND_PRIMARY,
  });
  parts.push(name.svg);
  y += name.height + unit * 3;

  const footer = unit * 20;
  const qrSize = Math.min(box.w * 0.62, box.y + box.h - y - footer);
  parts.push(qrCode(content.link, cx - qrSize / 2, y, qrSize));
  y += qrSize + unit * 2;

  const cta = textBlock('Scan to order extras for your stay', {
    cx,
    top: y,
    width,
    size: unit * 5,
    minSize: unit * 2.5,
    maxLines: 2,
    weight: 700,
  });
  parts.push(cta.svg);
  y += cta.height + unit;

  const link = textBlock(content.link, {
    cx,
    top: y,
    width,
    size: unit * 3,
    minSize: unit * 1.6,
    maxLines: 2,
    fill: MUTED,
  });
  parts.push(link.svg);
  return parts.join('');
}

function poweredBy(content: SignageContent, cx: number, baseline: number, size: number) {
  return `<text x="${cx}" y="${baseline}" font-family="${FONT_FAMILY}" font-size="${size}" fill="${MUTED}" text-anchor="middle">Powered by ${escapeHtml(content.brandName)}</text>`;
}

const cutLine = (width: number) =>
  `fill="none" stroke="#9aa5b1" stroke-width="${width}" stroke-dasharray="${width * 6} ${width * 4}"`;

function layoutBody(design: SignageDesign, content: SignageContent, w: number, h: number) {
  const margin = w * 0.06;
  switch (design.layout) {
    case 'welcome-sign': {
      const band = h * 0.035;
      return [
        `<rect width="${w}" height="${band}" fill="${BRAND_PRIMARY}"/>`,
        `<rect y="${h - band}" width="${w}" height="${band}" fill="${BRAND_PRIMARY}"/>`,
        panel(
          content,
          { x: margin, y: band + margin * 0.6, w: w - margin * 2, h: h - band * 2 - margin * 2.2 },
          'Welcome to',
        ),
        poweredBy(content, w / 2, h - band - margin * 0.5, w * 0.018),
      ].join('');
    }
    case 'table-tent': {
      // Folded along the middle: the top half is upside down so both faces read upright.
      const half = h / 2;
      const face = { x: margin, y: margin * 0.5, w: w - margin * 2, h: half - margin };
      return [
        `<g transform="rotate(180 ${w / 2} ${half / 2})">${panel(content, face, 'Welcome to')}</g>`,
        `<line x1="0" y1="${half}" x2="${w}" y2="${half}" ${cutLine(w * 0.0015)}/>`,
        `<g transform="translate(0 ${half})">${panel(content, face, 'Welcome to')}</g>`,
      ].join('');
    }
    case 'door-hanger': {
      const hw = w * 0.5;
      const x = (w - hw) / 2;
      const top = margin;
      const hh = h - margin * 2;
      const holeR = hw * 0.16;
      const holeCy = top + hw * 0.24;
      return [
        `<rect x="${x}" y="${top}" width="${hw}" height="${hh}" rx="${hw * 0.08}" ${cutLine(w * 0.0015)}/>`,
        `<circle cx="${w / 2}" cy="${holeCy}" r="${holeR}" ${cutLine(w * 0.0015)}/>`,
        `<rect x="${x}" y="${top + hh - hh * 0.03}" width="${hw}" height="${hh * 0.03}" fill="${BRAND_PRIMARY}"/>`,
        panel(
          content,
          { x, y: holeCy + holeR + hw * 0.04, w: hw, h: top + hh - (holeCy + holeR) - hh * 0.06 },
          'Enjoy your stay at',
        ),
      ].join('');
    }
    case 'small-labels': {
      const cols = 2;
      const rows = 3;
      const cw = (w - margin * 2) / cols;
      const ch = (h - margin * 2) / rows;
      const labels: string[] = [];
      for (let row = 0; row < rows; row += 1) {
        for (let col = 0; col < cols; col += 1) {
          const box = { x: margin + col * cw, y: margin + row * ch, w: cw, h: ch };
          labels.push(
            `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" ${cutLine(w * 0.001)}/>`,
            panel(
              content,
              { x: box.x + cw * 0.05, y: box.y, w: cw * 0.9, h: ch * 0.98 },
              'Shop your stay',
            ),
          );
        }
      }
      return labels.join('');
    }
  }
}

/** The sign as SVG, sized in pixels at print resolution. */
export function buildSignageSvg(design: SignageDesign, content: SignageContent) {
  const { width, height } = signagePixelSize(design);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#ffffff"/>${layoutBody(design, content, width, height)}</svg>`;
}

/** Renders the sign to PNG: full size at 300 dpi (marked so it prints at paper size), or a preview `width` wide. */
export async function renderSignagePng(
  design: SignageDesign,
  content: SignageContent,
  previewWidth?: number,
) {
  const svg = buildSignageSvg(design, content);
  const rendered = await renderAsync(svg, {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
    fitTo: previewWidth ? { mode: 'width', value: previewWidth } : { mode: 'original' },
    logLevel: 'off',
  });
  const png = rendered.asPng();
  if (previewWidth) return png;
  const sharp = await loadSharp();
  return sharp(png).withMetadata({ density: SIGNAGE_DPI }).png({ compressionLevel: 9 }).toBuffer();
}
