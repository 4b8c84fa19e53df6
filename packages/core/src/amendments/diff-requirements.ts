import type { SolicitationModel, WorkRequirement } from '../solicitation/model';
import { cite, type SolicitationChange } from './change';
import { norm } from './diff-keyed';
import { similarity } from './same';

/** Similarity from which a requirement under the same section is the same one, reworded. */
const SAME_REF = 0.5;
/** Similarity from which a requirement under another section is the same one, moved. */
const OTHER_REF = 0.75;

const refKey = (r: WorkRequirement) => norm(r.ref).replace(/^(?:section|article|para(?:graph)?) /, '');
const textKey = (r: WorkRequirement) => norm(r.text);

function label(model: SolicitationModel, r: WorkRequirement): string {
  const area = model.taskAreas.find((t) => t.id === r.taskAreaId);
  return area && area.ref !== r.ref ? `${r.ref} (${area.title})` : r.ref;
}

/**
 * Changes of the work requirements, matched by section reference and text: a requirement
 * with the same text is unchanged wherever it sits; one whose text is close to a requirement
 * under the same section (or very close elsewhere) is changed, with both texts; the rest are
 * added or removed.
 * @example
 * diffRequirements(before, after) // [{ kind: 'changed', fact: 'requirement', appliesTo: 'C.3.2', before: 'staff the desk 8x5', after: 'staff the desk 24x7', ... }]
 */
export function diffRequirements(before: SolicitationModel, after: SolicitationModel): SolicitationChange[] {
  const texts = new Set(before.requirements.map(textKey));
  const kept = new Set(after.requirements.map(textKey));
  const out: SolicitationChange[] = [];
  const used = new Set<WorkRequirement>();
  for (const r of after.requirements) {
    if (texts.has(textKey(r))) continue;
    let best: WorkRequirement | undefined;
    let score = 0;
    for (const b of before.requirements) {
      const s = similarity(b.text, r.text);
      const enough = refKey(b) === refKey(r) ? SAME_REF : OTHER_REF;
      if (s >= enough && s > score) {
        best = b;
        score = s;
      }
    }
    const source = cite(r);
    const appliesTo = label(after, r);
    if (!best) {
      out.push({
        kind: 'added',
        fact: 'requirement',
        key: `requirement:${refKey(r)}:${textKey(r).slice(0, 60)}`,
        appliesTo,
        summary: `${appliesTo}: added "${r.text}"`,
        after: r.text,
        ...(source && { source }),
      });
      continue;
    }
    used.add(best);
    const previous = cite(best);
    out.push({
      kind: 'changed',
      fact: 'requirement',
      key: `requirement:${refKey(best)}:${textKey(best).slice(0, 60)}`,
      appliesTo,
      field: 'text',
      summary: `${appliesTo}: "${best.text}" -> "${r.text}"`,
      before: best.text,
      after: r.text,
      ...(source && { source }),
      ...(previous && { previous }),
    });
  }
  for (const b of before.requirements) {
    if (kept.has(textKey(b)) || used.has(b)) continue;
    const previous = cite(b);
    const appliesTo = label(before, b);
    out.push({
      kind: 'removed',
      fact: 'requirement',
      key: `requirement:${refKey(b)}:${textKey(b).slice(0, 60)}`,
      appliesTo,
      summary: `${appliesTo}: removed "${b.text}"`,
      before: b.text,
      ...(previous && { previous }),
    });
  }
  return out;
}
