/** The parts of a PDF.js text item the layout reads. */
interface TextRun {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/**
 * A text run placed in the frame of its own reading direction: x grows along the text,
 * y grows towards the lines above, in points.
 */
export interface Placed {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** Which way a run reads: 0 left to right, 90 bottom to top, 180 upside down, 270 top to bottom. */
export type Orientation = 0 | 90 | 180 | 270;

function isTextRun(item: object): item is TextRun {
  return 'str' in item && 'transform' in item;
}

function orientationOf(a: number, b: number): Orientation {
  if (Math.abs(a) >= Math.abs(b)) return a >= 0 ? 0 : 180;
  return b > 0 ? 90 : 270;
}

/**
 * A page's text runs grouped by reading direction, each placed in its own frame (a table
 * header printed sideways, or a whole landscape table, reads like horizontal text). Empty
 * runs are left out.
 * @example
 * placeRuns(textContent.items).get(0) // the page's horizontal runs
 */
export function placeRuns(items: readonly object[]): Map<Orientation, Placed[]> {
  const groups = new Map<Orientation, Placed[]>();
  for (const item of items) {
    if (!isTextRun(item) || item.str === '') continue;
    const [a = 1, b = 0, c = 0, d = 1, x = 0, y = 0] = item.transform;
    const orientation = orientationOf(a, b);
    const size = item.height || Math.hypot(c, d) || 1;
    const [u, v] =
      orientation === 0 ? [x, y] : orientation === 90 ? [y, -x] : orientation === 180 ? [-x, -y] : [-y, x];
    const group = groups.get(orientation) ?? [];
    group.push({ text: item.str, x: u, y: v, width: item.width, size });
    groups.set(orientation, group);
  }
  return groups;
}

/**
 * The reading directions of a page, the one with the most text first.
 * @example
 * byTextShare(placeRuns(textContent.items))[0] // the runs of the page's main direction
 */
export function byTextShare(groups: Map<Orientation, Placed[]>): Placed[][] {
  const characters = (runs: readonly Placed[]) => runs.reduce((sum, run) => sum + run.text.length, 0);
  return [...groups.values()].sort((p, q) => characters(q) - characters(p));
}
