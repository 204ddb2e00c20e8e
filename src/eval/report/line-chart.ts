/** Line chart as SVG with a logarithmic x axis (recall against depth k). Pure. */
import { escapeXml, formatTick, legend, niceCeiling, px, seriesColour, svgDocument, yAxis } from './svg';

export interface LineChartData {
  title: string;
  xLabel: string;
  yLabel: string;
  /** Points with x > 0 (log axis); a null y leaves a gap. */
  series: readonly { name: string; points: readonly { x: number; y: number | null }[] }[];
  /** Top of the y axis; by default a round number above the largest y. */
  yMax?: number;
}

const WIDTH = 960;
const HEIGHT = 420;

export function lineChart(data: LineChartData): string {
  const box = { left: 64, top: 36, width: WIDTH - 92, height: HEIGHT - 36 - 100 };
  const xs = data.series.flatMap((s) => s.points.map((p) => p.x)).filter((x) => x > 0);
  const ys = data.series.flatMap((s) => s.points.map((p) => p.y)).filter((y): y is number => y !== null);
  const minX = xs.length === 0 ? 1 : Math.min(...xs);
  const maxX = xs.length === 0 ? 10 : Math.max(...xs);
  const lo = Math.log10(minX);
  // A single depth would make a zero-width axis: widen it by a decade.
  const hi = maxX > minX ? Math.log10(maxX) : lo + 1;
  const yMax = data.yMax ?? niceCeiling(Math.max(0, ...ys));
  const xAt = (x: number) => box.left + ((Math.log10(x) - lo) / (hi - lo)) * box.width;
  const yAt = (y: number) => box.top + box.height - (box.height * Math.min(y, yMax)) / yMax;

  const parts = [yAxis(box, yMax)];
  for (let exponent = Math.ceil(lo - 1e-9); exponent <= Math.floor(hi + 1e-9); exponent += 1) {
    const x = xAt(10 ** exponent);
    parts.push(`<line x1="${px(x)}" y1="${px(box.top)}" x2="${px(x)}" y2="${px(box.top + box.height)}" stroke="#ddd"/>`);
    parts.push(`<text x="${px(x)}" y="${px(box.top + box.height + 16)}" text-anchor="middle" font-size="11">${formatTick(10 ** exponent)}</text>`);
  }
  parts.push(`<line x1="${px(box.left)}" y1="${px(box.top + box.height)}" x2="${px(box.left + box.width)}" y2="${px(box.top + box.height)}" stroke="#333"/>`);
  parts.push(`<text x="${px(box.left + box.width / 2)}" y="${px(box.top + box.height + 36)}" text-anchor="middle" font-size="12">${escapeXml(data.xLabel)}</text>`);
  parts.push(
    `<text x="16" y="${px(box.top + box.height / 2)}" text-anchor="middle" font-size="12" transform="rotate(-90 16 ${px(box.top + box.height / 2)})">${escapeXml(data.yLabel)}</text>`,
  );
  data.series.forEach((series, s) => {
    const colour = seriesColour(s);
    const runs: { x: number; y: number }[][] = [[]];
    for (const point of series.points) {
      if (point.y === null || !(point.x > 0)) runs.push([]);
      else runs[runs.length - 1]!.push({ x: point.x, y: point.y });
    }
    for (const run of runs.filter((r) => r.length > 0)) {
      parts.push(`<polyline fill="none" stroke="${colour}" stroke-width="2" points="${run.map((p) => `${px(xAt(p.x))},${px(yAt(p.y))}`).join(' ')}"/>`);
      for (const p of run) {
        parts.push(`<circle cx="${px(xAt(p.x))}" cy="${px(yAt(p.y))}" r="3" fill="${colour}"><title>${escapeXml(`${series.name} @${p.x}: ${formatTick(p.y)}`)}</title></circle>`);
      }
    }
  });
  parts.push(legend(data.series.map((s) => s.name), box.left, box.top + box.height + 64, box.width));
  return svgDocument(WIDTH, HEIGHT, data.title, parts.join(''));
}
