import type { PlanLine } from './lines';
import { titleFit } from './roles';
import { requirementLine, type WorkArea } from './work-elements';

/**
 * Puts each stated category under the task area whose work its title fits best (its
 * requirements listed under it); a category that fits none stays under 'Stated staffing'.
 * @example
 * placeStatedLines(lines, areas)[0]?.workArea // 'Help Desk Support'
 */
export function placeStatedLines(lines: PlanLine[], areas: WorkArea[]): PlanLine[] {
  const texts = areas.map((a) => `${a.title} ${a.elements.map((e) => e.title).join(' ')}`);
  return lines.map((line) => {
    let best = -1;
    let fit = 0.5;
    areas.forEach((_, i) => {
      const f = titleFit(line.family ?? line.lcat, texts[i] ?? '');
      if (f > fit) {
        best = i;
        fit = f;
      }
    });
    const area = areas[best];
    if (!area) return line;
    const reqs = area.elements.flatMap((e) => e.requirements);
    return {
      ...line,
      workArea: area.title,
      requirements: reqs.slice(0, 10).map(requirementLine),
      requirementRefs: [...line.requirementRefs, ...reqs.map((r) => r.ref)],
    };
  });
}
