import { headTitle } from '../../solicitation/labour/named-prose';
import { matchingCategories, sameTitleKey } from '../../solicitation/labour/merge';
import type { LabourCategory, SolicitationModel } from '../../solicitation/model';
import type { PlanFrame } from './frame';
import type { PlanLine } from './lines';
import { unstatedLines } from './named-roster';
import type { SizingRule } from './review';

// Key personnel are priced whatever else sizes the plan: a pricing team never leaves out a
// position the evaluators will read a résumé for. A stated staffing table that lists the crew
// but not the shore-side key manager, or a workload that sizes the attendants but not the
// full-time key Project Manager, would otherwise drop the key person from the price.

/** The head noun of a title: its last word, levels and parentheses aside. */
const headOf = (title: string) =>
  sameTitleKey(title.replace(/\([^)]*\)/g, ' '))
    .split(' ')
    .filter((w) => !/^(?:i|ii|iii|iv|v|senior|junior|lead|key)$/.test(w))
    .pop() ?? '';

const initials = (title: string) =>
  title
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s/-]+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('');

/** The key categories the documents name with no amount, no line of the plan staffing them. */
export function unstaffedKeys(lines: PlanLine[], model: SolicitationModel): LabourCategory[] {
  const keyed = (c: LabourCategory) =>
    c.key || model.keyPersonnel.some((k) => matchingCategories(k.title, [c]).length > 0);
  const out: LabourCategory[] = [];
  for (const c of model.labourCategories) {
    if (!keyed(c) || c.stated.length > 0 || c.uncounted) continue;
    // A fragment of a title ("Sr", "Site Safety" of "Site Safety and Health Officer") names no person.
    if (!headTitle(c.title, true)) continue;
    // Another reading of the same title with amounts (a site row, a shift row) is staffed already.
    if (
      model.labourCategories.some(
        (o) => o !== c && o.stated.length > 0 && matchingCategories(c.title, [o]).length,
      )
    )
      continue;
    const head = headOf(c.title);
    const staffed = lines.some(
      (l) =>
        matchingCategories(c.title, [{ title: l.lcat } as LabourCategory]).length > 0 ||
        (head !== '' && headOf(l.lcat) === head) ||
        l.lcat.toLowerCase().startsWith(`${c.title.toLowerCase()} `) ||
        // "ISSO" is the "Information System Security Officer" line.
        (/^[A-Z]{2,6}$/.test(c.title.trim()) && initials(l.lcat) === c.title.trim()),
    );
    if (!staffed && !out.some((o) => sameTitleKey(o.title) === sameTitleKey(c.title))) out.push(c);
  }
  return out;
}

/**
 * A line for each key category no line of the plan staffs, at one FTE (assumed), in every rule
 * but a stated effort or budget (the stated total already pays for the key people).
 * @example
 * keyLines(lines, model, frame, 'stated-staffing').map((l) => l.lcat) // ['Port Captain']
 */
export function keyLines(
  lines: PlanLine[],
  model: SolicitationModel,
  frame: PlanFrame,
  rule: SizingRule,
): PlanLine[] {
  if (rule === 'stated-effort' || rule === 'budget' || rule === 'fee') return [];
  return unstatedLines(lines, unstaffedKeys(lines, model), model, frame);
}
