/** Grouped bar chart as SVG: one group per measure, one bar per system. Pure. */
import { escapeXml, formatTick, legend, niceCeiling, px, seriesColour, svgDocument, yAxis } from './svg';

export interface BarChartData {
  title: string;
  /** Group labels along the x axis (measures). */
  groups: readonly string[];
  /** One series per system; values[i] belongs to groups[i]; null: nothing to draw. */
  series: readonly { name: string; values: readonly (number | null)[] }[];
}

const WIDTH = 960;
const HEIGHT = 380;

export function barChart(data: BarChartData): string {
  const box = { left: 56, top: 36, width: WIDTH - 76, height: HEIGHT - 36 - 84 };
  const values = data.series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const max = niceCeiling(Math.max(0, ...values));
  const band = box.width / Math.max(1, data.groups.length);
  const barWidth = (band * 0.8) / Math.max(1, data.series.length);
  const parts = [yAxis(box, max)];
  data.groups.forEach((group, g) => {
    const groupLeft = box.left + g * band + band * 0.1;
    data.series.forEach((series, s) => {
      const value = series.values[g];
      if (value === null || value === undefined) return;
      const height = (box.height * Math.min(value, max)) / max;
      const x = groupLeft + s * barWidth;
      const y = box.top + box.height - height;
      parts.push(
        `<rect x="${px(x)}" y="${px(y)}" width="${px(Math.max(1, barWidth - 1))}" height="${px(height)}" fill="${seriesColour(s)}">` +
          `<title>${escapeXml(`${series.name} ${group}: ${formatTick(value)}`)}</title></rect>`,
      );
    });
    parts.push(`<text x="${px(box.left + g * band + band / 2)}" y="${px(box.top + box.height + 18)}" text-anchor="middle" font-size="12">${escapeXml(group)}</text>`);
  });
  parts.push(`<line x1="${px(box.left)}" y1="${px(box.top + box.height)}" x2="${px(box.left + box.width)}" y2="${px(box.top + box.height)}" stroke="#333"/>`);
  parts.push(legend(data.series.map((s) => s.name), box.left, box.top + box.height + 48, box.width));
  return svgDocument(WIDTH, HEIGHT, data.title, parts.join(''));
}
