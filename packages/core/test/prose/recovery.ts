/**
 * Scores what the solicitation reader and the plan builder recover from a generated document
 * against its truth: categories with their verbatim titles, FTE per category (and place),
 * places (each once, none invented, no "County, State" fragments) and no phantom staff.
 */
import { estimatePlan } from '../../src/estimator/index';
import { readSolicitation } from '../../src/solicitation/index';
import type { Generated } from './phrasings';

export interface Recovery {
  /** Truth titles found verbatim among the reader's categories. */
  titles: [found: number, of: number];
  /** Plan lines (title x place) whose FTE is right. */
  amounts: [right: number, of: number];
  /** Truth places found among the sites. */
  places: [found: number, of: number];
  /** Sites that are no truth place, or "County, State" fragments. */
  inventedPlaces: string[];
  /** Categories or plan lines that are no truth title (Government staff, things counted). */
  phantoms: string[];
  /** Whether everything above is right. */
  perfect: boolean;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const holds = (name: string, key: string) => name.toLowerCase().includes(key.toLowerCase());

/**
 * Reads and plans one generated document and scores it.
 * @example
 * recover(generate(1, grid()[0])).perfect
 */
export function recover(doc: Generated): Recovery {
  const { truth, text } = doc;
  const model = readSolicitation({ primary: { name: 'pws', text } });
  const plan = estimatePlan({ primary: { name: 'pws', text } });
  const titles = [...new Set(truth.lines.map((l) => l.title))];
  const foundTitles = titles.filter((t) => model.labourCategories.some((c) => same(c.title, t)));
  const hpf = plan.hoursPerFte ?? 1880;
  let right = 0;
  for (const line of truth.lines) {
    const tasks = plan.tasks.filter(
      (t) => same(t.lcat, line.title) && (!line.place || holds(t.location ?? '', line.place)),
    );
    const fte = tasks.reduce((s, t) => s + t.hours, 0) / hpf;
    if (Math.abs(fte - line.fte) < 0.02) right++;
  }
  const foundPlaces = truth.places.filter((p) => model.sites.some((s) => holds(s.name, p.key)));
  const inventedPlaces = model.sites
    .filter((s) => !truth.places.some((p) => holds(s.name, p.key)) || /\bCounty\b|\bParish\b/.test(s.name))
    .map((s) => s.name);
  const known = (name: string) => titles.some((t) => same(t, name));
  const phantoms = [
    ...model.labourCategories.filter((c) => !known(c.title)).map((c) => `category ${c.title}`),
    ...plan.tasks
      .filter((t) => plan.staffingSource === 'stated' && !known(t.lcat))
      .map((t) => `line ${t.lcat}`),
  ];
  const r: Recovery = {
    titles: [foundTitles.length, titles.length],
    amounts: [right, truth.lines.length],
    places: [foundPlaces.length, truth.places.length],
    inventedPlaces,
    phantoms: [...new Set(phantoms)],
    perfect: false,
  };
  r.perfect =
    r.titles[0] === r.titles[1] &&
    r.amounts[0] === r.amounts[1] &&
    r.places[0] === r.places[1] &&
    inventedPlaces.length === 0 &&
    r.phantoms.length === 0;
  return r;
}
