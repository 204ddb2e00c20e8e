/**
 * Where each node's label goes so that no two labels overlap and no label covers another node:
 * greedy placement in rank order (the centre first, then the most cited), trying eight positions
 * around the node (right, left, below, above, then the corners) and hiding a label that fits in
 * none, as map labellers do (Imhof's preferred positions). Screen coordinates. Pure.
 *
 * A uniform grid of cells indexes what is placed, so each try checks only its neighbourhood:
 * 500 labels are placed in a few milliseconds instead of comparing every pair.
 */

export interface LabelRequest {
  id: string;
  /** The node's centre and radius, in pixels. */
  x: number;
  y: number;
  radius: number;
  /** The label's box, in pixels. */
  width: number;
  height: number;
  /**
   * Shown whatever it covers (the centre's label): where no position is clear it takes its first
   * one inside the drawing, over other papers if need be; later labels still keep clear of it.
   */
  required?: boolean;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Gap between a node's edge and its label. */
const GAP = 2;
const CELL = 48;

function candidates({ x, y, radius, width, height }: LabelRequest): Box[] {
  const r = radius + GAP;
  const middle = y - height / 2;
  const diagonal = r * Math.SQRT1_2;
  return [
    { left: x + r, top: middle, width, height },
    { left: x - r - width, top: middle, width, height },
    { left: x - width / 2, top: y + r, width, height },
    { left: x - width / 2, top: y - r - height, width, height },
    { left: x + diagonal, top: y + diagonal, width, height },
    { left: x + diagonal, top: y - diagonal - height, width, height },
    { left: x - diagonal - width, top: y + diagonal, width, height },
    { left: x - diagonal - width, top: y - diagonal - height, width, height },
  ];
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}

class BoxGrid {
  private readonly cells = new Map<string, { box: Box; owner: string }[]>();

  private *keys(box: Box): Generator<string> {
    for (let cx = Math.floor(box.left / CELL); cx <= Math.floor((box.left + box.width) / CELL); cx++) {
      for (let cy = Math.floor(box.top / CELL); cy <= Math.floor((box.top + box.height) / CELL); cy++) yield `${cx},${cy}`;
    }
  }

  add(box: Box, owner: string): void {
    for (const key of this.keys(box)) {
      const cell = this.cells.get(key);
      if (cell) cell.push({ box, owner });
      else this.cells.set(key, [{ box, owner }]);
    }
  }

  /** True when the box meets any box but those of `except` (a label may touch its own node). */
  hits(box: Box, except: string): boolean {
    for (const key of this.keys(box)) {
      for (const entry of this.cells.get(key) ?? []) if (entry.owner !== except && overlaps(box, entry.box)) return true;
    }
    return false;
  }
}

/**
 * The box of each label that could be placed, for requests given best-ranked first; labels left
 * out are those to hide. Every box lies inside `bounds` (the drawing), clear of the other labels
 * and of every other node (a required label: of the labels placed before it).
 */
export function placeLabels(requests: readonly LabelRequest[], bounds: { width: number; height: number }): Map<string, Box> {
  const taken = new BoxGrid();
  for (const node of requests) taken.add({ left: node.x - node.radius, top: node.y - node.radius, width: node.radius * 2, height: node.radius * 2 }, node.id);
  const placed = new Map<string, Box>();
  const inside = (box: Box) => box.left >= 0 && box.top >= 0 && box.left + box.width <= bounds.width && box.top + box.height <= bounds.height;
  for (const request of requests) {
    const tries = candidates(request).filter(inside);
    const box = tries.find((candidate) => !taken.hits(candidate, request.id)) ?? (request.required ? tries[0] : undefined);
    if (box === undefined) continue;
    placed.set(request.id, box);
    // Owned by no node: later labels must keep clear of it, whoever they belong to.
    taken.add(box, '');
  }
  return placed;
}

/** Whether two boxes overlap (for tests and callers checking a placement). */
export { overlaps as boxesOverlap };
