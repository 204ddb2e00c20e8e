import { barChart } from '../../../../src/eval/report/bar-chart';
import { lineChart } from '../../../../src/eval/report/line-chart';
import { niceCeiling } from '../../../../src/eval/report/svg';
import { wellFormedTags } from './well-formed';

const numbers = (svg: string, attribute: string) => [...svg.matchAll(new RegExp(`${attribute}="([-0-9.]+)"`, 'g'))].map((m) => Number(m[1]));

describe('SVG charts', () => {
  it('draw one bar per system and measure, heights proportional to the values, names escaped', () => {
    const svg = barChart({
      title: 'Mean <per> measure',
      groups: ['AP@100', 'R@10'],
      series: [
        { name: 'bm25 & co', values: [0.5, 0.25] },
        { name: 'dense', values: [1, null] },
      ],
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(wellFormedTags(svg)).toBe(true);
    expect(svg).toContain('Mean &lt;per&gt; measure');
    expect(svg).toContain('bm25 &amp; co');
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    const bars = [...svg.matchAll(/<rect x="[^"]+" y="[^"]+" width="[^"]+" height="([^"]+)" fill="[^"]+"><title>([^<]+)<\/title>/g)].map((m) => [m[2], Number(m[1])]);
    // Three bars (the null is not drawn); the axis tops at 1, so heights are value × plot height.
    expect(bars.map(([title]) => title)).toEqual(['bm25 &amp; co AP@100: 0.5', 'dense AP@100: 1', 'bm25 &amp; co R@10: 0.25']);
    const [half, full, quarter] = bars.map(([, height]) => height as number);
    expect(half! / full!).toBeCloseTo(0.5, 2);
    expect(quarter! / full!).toBeCloseTo(0.25, 2);
  });

  it('place recall points on a logarithmic x axis: each decade the same width', () => {
    const svg = lineChart({
      title: 'R@k',
      xLabel: 'k',
      yLabel: 'recall',
      yMax: 1,
      series: [{ name: 'bm25', points: [1, 10, 100, 1000].map((k, i) => ({ x: k, y: i / 3 })) }],
    });
    expect(wellFormedTags(svg)).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    const xs = numbers(svg, 'cx');
    expect(xs).toHaveLength(4);
    expect(xs[1]! - xs[0]!).toBeCloseTo(xs[2]! - xs[1]!, 0);
    expect(xs[3]! - xs[2]!).toBeCloseTo(xs[1]! - xs[0]!, 0);
    const ys = numbers(svg, 'cy');
    expect(ys[0]!).toBeGreaterThan(ys[3]!); // higher recall is drawn higher up
    for (const label of ['>1<', '>10<', '>100<', '>1000<']) expect(svg).toContain(label);
  });

  it('survive degenerate input: one depth, gaps, no series', () => {
    const single = lineChart({ title: 't', xLabel: 'k', yLabel: 'r', series: [{ name: 's', points: [{ x: 5, y: null }, { x: 5, y: 0.5 }] }] });
    expect(single).not.toMatch(/NaN|Infinity/);
    expect(wellFormedTags(single)).toBe(true);
    const empty = barChart({ title: 't', groups: [], series: [] });
    expect(empty).not.toMatch(/NaN|Infinity/);
    expect(wellFormedTags(empty)).toBe(true);
  });

  it('round axis maxima up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0.43, 0.5, 0.07, 1, 3, 0, NaN].map(niceCeiling)).toEqual([0.5, 0.5, 0.1, 1, 5, 1, 1]);
    expect(niceCeiling(0.21)).toBeCloseTo(0.25, 12);
  });
});
