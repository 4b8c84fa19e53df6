import { headTitle } from '../../solicitation/labour/named-prose';
import { matchingCategories, sameTitleKey } from '../../solicitation/labour/merge';
import type { LabourCategory, SolicitationModel } from '../../solicitation/model';
import type { PlanFrame } from './frame';
import type { PlanLine } from './lines';
import { unstatedLines } from './named-roster';
import { namedAs } from './stated-staffing';
import type { SizingRule } from './review';
import { clip } from '../text';

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
        (/^[A-Z]{2,6}$/.test(c.title.trim()) && initials(l.lcat) === c.title.trim()) ||
        // "The Vessel Master shall be one of the Deck Engineers": that line holds them.
        namedAs(c.quote, l.lcat, c.title),
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

/** "is included in the team-day price", "hours are built into the crew-day rate": priced inside another line. */
const PRICED_INSIDE =
  /\b(?:is|are|shall\s+be|will\s+be)\s+(?:included|built|priced|incorporated|covered)\s+(?:in|into|within|by)\s+(?:the\s+|each\s+|its\s+)?(?<what>(?:[\w/-]+\s+){0,3}?(?:unit\s+)?(?:prices?|rates?))\b/gi;

/**
 * What the plan says of each key line whose time the documents put inside another line's unit
 * price ("The Traffic Control Supervisor (TCS) ... the TCS is included in the team-day price"):
 * the role stays key and staffed; its hours may already be inside that price. The sentence must
 * name the role by its title, its acronym or its head noun.
 * @example
 * keyPricedInside([{ lcat: 'Foreman', key: true } as PlanLine], ['The Foreman is included in the crew-day rate.'])[0] // 'Foreman is key personnel; ...'
 */
export function keyPricedInside(lines: readonly PlanLine[], texts: readonly string[]): string[] {
  const keys = [...new Set(lines.filter((l) => l.key).map((l) => l.lcat))];
  if (!keys.length) return [];
  const out: string[] = [];
  const said = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(PRICED_INSIDE)) {
      const at = m.index ?? 0;
      const before = text.slice(Math.max(0, at - 200), at);
      const sentence = before.slice(Math.max(before.search(/[^.!?\n]*$/), 0));
      for (const title of keys) {
        if (said.has(title)) continue;
        const plain = title.replace(/\s*\([^)]*\)/g, '').trim();
        const acronym = title.match(/\(([A-Z]{2,6})\)/)?.[1];
        const head = headOf(title);
        const named =
          sentence.toLowerCase().includes(plain.toLowerCase()) ||
          (acronym !== undefined && new RegExp(`\\b${acronym}\\b`).test(sentence)) ||
          (head.length > 3 && new RegExp(`\\b${head}(?:['’]s)?\\b`, 'i').test(sentence));
        if (!named) continue;
        said.add(title);
        out.push(
          `${title} is key personnel; the documents put its time inside the ${(m.groups?.what ?? 'unit price').replace(/\s+/g, ' ')} ("${clip(`${sentence}${m[0]}`.replace(/\s+/g, ' ').trim(), 140)}"): the role is kept and marked key, and its hours may already be priced in that line.`,
        );
      }
    }
  }
  return out;
}
