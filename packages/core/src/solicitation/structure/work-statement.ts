import type { DocumentInfo, ReaderNote, SectionNode } from '../model';
import type { Structure, TextDocument } from '../parts';
import { clinTaskAreas } from './clin-tasks';
import { missingAnnexes } from './missing-annexes';
import { missingDataNotes } from './missing-data';
import { collectWork } from './work-collect';

const NOT_WORK_ROLES = new Set([
  'amendment',
  'questions-and-answers',
  'price-schedule',
  'staffing-template',
  'workload-data',
]);

type Work = Pick<Structure, 'workStatement' | 'taskAreas' | 'requirements' | 'notes'>;

/**
 * The work statement of a solicitation: which sections are work, its task areas with the
 * contractor's requirements under each (bounded per area), annexes it points to that were
 * not uploaded, and notes when no work statement is there to read.
 * @example
 * readWork([{ name: 'a', index: 0, text: '' }], [{ name: 'a', index: 0, role: 'other', chars: 0 }], []).workStatement.found // false
 */
export function readWork(docs: TextDocument[], documents: DocumentInfo[], sections: SectionNode[]): Work {
  // Amendments and answers quote the work statement's headings; they change it, they are not it.
  const work = sections.filter(
    (s) => s.kind === 'work' && !NOT_WORK_ROLES.has(roleOf(documents, s.document) ?? ''),
  );
  let { taskAreas, requirements, workChars } = collectWork(work, docs, documents, sections);
  const missing = missingAnnexes(docs, documents, sections);
  const isFound = requirements.length >= 3 && (missing.length === 0 || workChars > 20000);
  let profiled = false;
  if (requirements.length < 3) {
    // No work statement: a work profile (support areas with their representative workload)
    // still names the areas to staff.
    const profile = sections.filter(
      (s) => roleOf(documents, s.document) === 'workload-data' && !/^Sheet:/i.test(s.title),
    );
    const alt = collectWork(profile, docs, documents, sections);
    if (alt.requirements.length >= 3) ({ taskAreas, requirements } = alt);
    profiled = alt.requirements.length >= 3;
  }
  let untitled = false;
  if (requirements.length < 3 && missing.length === 0) {
    // No section is titled as work ("ANNEX 2 - FACILITIES MAINTENANCE" after Section B): the
    // contractor's obligations in sections of no other kind are the work to staff.
    const plain = sections.filter(
      (s) => s.kind === 'other' && !NOT_WORK_ROLES.has(roleOf(documents, s.document) ?? ''),
    );
    const alt = collectWork(plain, docs, documents, sections);
    untitled = alt.requirements.length >= 3;
    if (untitled) ({ taskAreas, requirements } = alt);
  }
  const notes: ReaderNote[] = missing.map(({ name, source }) => ({
    kind: 'missing',
    text: `The work statement (${name}) is not among the uploaded documents; ${source.ref} refers to it: "${source.quote}" Please provide it.`,
    askContractingOfficer: true,
    source,
  }));
  if (!isFound && missing.length === 0)
    notes.push({
      kind: 'missing',
      text: `No work statement (PWS, SOW or SOO) was found in the uploaded documents${profiled ? '; the task areas are read from the work profile' : untitled ? "; the task areas are read from sections that state the contractor's work" : ''}.`,
      askContractingOfficer: true,
    });
  notes.push(...missingDataNotes(docs, documents, sections));
  const finalAreas = isFound || taskAreas.length ? taskAreas : clinTaskAreas(docs, sections);
  return {
    workStatement: {
      found: isFound,
      sectionIds: work.map((s) => s.id),
      missingAnnexes: missing.map((m) => m.source),
    },
    taskAreas: finalAreas,
    requirements,
    notes,
  };
}

function roleOf(documents: DocumentInfo[], name: string): string | undefined {
  return documents.find((d) => d.name === name)?.role;
}
