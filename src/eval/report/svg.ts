/** Shared pieces of the report's hand-made SVG charts: escaping, colours, scales, legends. Pure. */

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * Okabe–Ito: distinguishable with the common colour-vision deficiencies; cycles after eight.
 * Yellow comes last: it is the hardest to see on white.
 */
const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#000000', '#F0E442'];

export function seriesColour(index: number): string {
  return PALETTE[index % PALETTE.length]!;
}

/** Coordinates with one decimal: enough for a screen, and the same text on every machine. */
export function px(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/** The smallest of 0.1, 0.2, 0.25, 0.5, 1 (× a power of ten) at or above `value`; 1 for nothing to show. */
export function niceCeiling(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= value - 1e-12) return step * power;
  }
  return 10 * power;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Horizontal grid lines and labels of a linear y axis from 0 to max. */
export function yAxis(box: Box, max: number, ticks = 5): string {
  const parts: string[] = [];
  for (let i = 0; i <= ticks; i += 1) {
    const value = (max * i) / ticks;
    const y = box.top + box.height - (box.height * i) / ticks;
    parts.push(`<line x1="${px(box.left)}" y1="${px(y)}" x2="${px(box.left + box.width)}" y2="${px(y)}" stroke="#ddd"/>`);
    parts.push(`<text x="${px(box.left - 6)}" y="${px(y + 4)}" text-anchor="end" font-size="11">${formatTick(value)}</text>`);
  }
  return parts.join('');
}

export function formatTick(value: number): string {
  return Number(value.toFixed(3)).toString();
}

/** One row of coloured swatches with names, starting at (x, y). */
export function legend(names: readonly string[], x: number, y: number, maxWidth: number): string {
  const parts: string[] = [];
  let cx = x;
  let cy = y;
  names.forEach((name, i) => {
    const width = 22 + name.length * 7;
    if (cx + width > x + maxWidth && cx > x) {
      cx = x;
      cy += 18;
    }
    parts.push(`<rect x="${px(cx)}" y="${px(cy - 9)}" width="12" height="12" fill="${seriesColour(i)}"/>`);
    parts.push(`<text x="${px(cx + 16)}" y="${px(cy + 1)}" font-size="12">${escapeXml(name)}</text>`);
    cx += width;
  });
  return parts.join('');
}

export function svgDocument(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}" font-family="sans-serif">` +
    `<text x="${px(width / 2)}" y="20" text-anchor="middle" font-size="14" font-weight="bold">${escapeXml(title)}</text>${body}</svg>`
  );
}
