import { boxesOverlap, LabelRequest, placeLabels } from '../../../web/src/explorer/views/neighbourhood/label-placement';

const label = (id: string, x: number, y: number, width = 60): LabelRequest => ({ id, x, y, radius: 6, width, height: 14 });
const BOUNDS = { width: 400, height: 300 };

describe('placeLabels', () => {
  it("puts a lone label right of its node, centred on the node's height", () => {
    expect(placeLabels([label('a', 100, 100)], BOUNDS).get('a')).toEqual({ left: 108, top: 93, width: 60, height: 14 });
  });

  it('moves a label off a neighbouring node, and off a better-ranked label', () => {
    // Right of a lies b's node: a's label goes left; b's label then takes its own right.
    const placed = placeLabels([label('a', 100, 100), label('b', 130, 100)], BOUNDS);
    expect(placed.get('a')).toEqual({ left: 32, top: 93, width: 60, height: 14 });
    expect(placed.get('b')).toEqual({ left: 138, top: 93, width: 60, height: 14 });
    // Both want the space between them: the better-ranked one gets it.
    const apart = placeLabels([label('a', 100, 100), label('b', 200, 100)], BOUNDS);
    expect(apart.get('a')).toEqual({ left: 108, top: 93, width: 60, height: 14 });
    expect(boxesOverlap(apart.get('b')!, apart.get('a')!)).toBe(false);
  });

  it('keeps labels inside the drawing: one at the right edge goes left', () => {
    expect(placeLabels([label('a', 395, 100)], BOUNDS).get('a')).toEqual({ left: 395 - 8 - 60, top: 93, width: 60, height: 14 });
  });

  it('hides the lowest-ranked labels that fit nowhere, and never covers another node', () => {
    // A tight cluster: not every label fits, the first (best-ranked) always does.
    const crowd = Array.from({ length: 30 }, (_, i) => label(`n${i}`, 200 + (i % 6) * 9, 150 + Math.floor(i / 6) * 9));
    const placed = placeLabels(crowd, BOUNDS);
    expect(placed.has('n0')).toBe(true);
    expect(placed.size).toBeLessThan(30);
    const boxes = [...placed.entries()];
    for (const [i, [, a]] of boxes.entries()) for (const [, b] of boxes.slice(i + 1)) expect(boxesOverlap(a, b)).toBe(false);
    for (const [id, box] of boxes) {
      for (const node of crowd) if (node.id !== id) expect(boxesOverlap(box, { left: node.x - 6, top: node.y - 6, width: 12, height: 12 })).toBe(false);
    }
  });

  it("shows a required label (the centre's) even where every position covers another paper, and keeps later labels off it", () => {
    const crowd = [{ ...label('c', 200, 150), required: true }, ...[[-12, 0], [12, 0], [0, 12], [0, -12], [9, 9], [-9, 9], [9, -9], [-9, -9]].map(([dx, dy], i) => label(`n${i}`, 200 + dx! * 3, 150 + dy! * 3))];
    const placed = placeLabels(crowd, BOUNDS);
    expect(placed.get('c')).toEqual({ left: 208, top: 143, width: 60, height: 14 });
    for (const [id, box] of placed) if (id !== 'c') expect(boxesOverlap(box, placed.get('c')!)).toBe(false);
    expect(placeLabels(crowd.map((r) => ({ ...r, required: false })), BOUNDS).has('c')).toBe(false);
  });

  it('places the labels of a random 500-paper map without overlaps (its time: npm run bench:explorer)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const many = Array.from({ length: 500 }, (_, i) => label(`p${i}`, random() * 1200, random() * 560, 50 + random() * 40));
    const placed = [...placeLabels(many, { width: 1240, height: 576 }).values()];
    expect(placed.length).toBeGreaterThan(100);
    for (const [i, a] of placed.entries()) for (const b of placed.slice(i + 1)) expect(boxesOverlap(a, b)).toBe(false);
  });
});
