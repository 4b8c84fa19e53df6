import type { KeyPerson, LabourCategory, ReaderNote } from '../model';
import type { Facts, Labour, Structure, TextDocument } from '../parts';
import { familiesFromAcronyms } from './acronyms';
import { withKeyWeeks } from './key-weeks';
import { setAsideAlternatives } from './alternatives';
import { applyPhraseSwaps } from './amended-phrases';
import { replaceAmendedRows } from './amended-rows';
import { preferAmended } from './amendments';
import { readCategoryLists } from './category-lists';
import { readCategoryTables } from './category-tables';
import { readClinHours } from './clin-hours';
import { joinHeaderTables } from './header-tables';
import { inferHoursPerFte } from './hours-per-fte';
import { keyMarks, withKeyMarks } from './key-markers';
import { readKeyPersonnel } from './key-personnel';
import { readScheduleTable } from './schedule-tables';
import { readNamedKeys, readNamedProse } from './named-prose';
import { labourNotes } from './labour-notes';
import { matchingCategories, mergeCategories } from './merge';
import { joinSiblings } from './sibling-tables';
import { addTableParts } from './table-parts';
import type { StaffingRead } from './staffing-read';
import { readTableStaffing } from './table-staffing';
import { readTitle } from './title';
import { readUncountedRoles } from './uncounted-roles';
import { readPhaseRoles, withoutPhasedRoles } from './phase-roles';
import { preferTextReads, readTextStaffing } from './text-staffing';
import { scopedDocs } from '../structure/staffing-scope';

function flagKey(categories: LabourCategory[], people: KeyPerson[]): LabourCategory[] {
  const extra: LabourCategory[] = [];
  for (const person of people) {
    const matches = matchingCategories(person.title, categories);
    for (const m of matches) m.key = true;
    if (matches.length === 0) {
      const reading = readTitle(person.title);
      extra.push({
        ...person,
        key: true,
        stated: [],
        ...(reading.family ? { family: reading.family } : {}),
        ...(reading.level ? { level: reading.level } : {}),
        vocabulary: reading.vocabulary ?? 'document',
      });
    }
  }
  return mergeCategories([...categories, ...extra]);
}

/**
 * Reads the labour a solicitation states: labour categories as the documents name them
 * (verbatim titles, levels, key flags, stated hours/FTE/people per period, site and shift),
 * staffing tables in any shape (LCAT x period tables, price schedules by period, role x site
 * tables, post tables, runs in prose), key personnel, the hours-per-FTE convention the rows
 * imply, and notes on tables that do not foot or documents that disagree.
 * @example
 * readLabour([], { documents: [], sections: [], tables: [], workStatement: { found: false, sectionIds: [], missingAnnexes: [] }, taskAreas: [], requirements: [], notes: [] }, { quantities: [], periods: null, sites: [], hoursPerFte: null, coverage: [], statedEffort: [], domain: { domain: 'other', codes: [], serviceContractAct: false, evidence: [] }, notes: [] }).labourCategories // []
 */
export function readLabour(docs: TextDocument[], structure: Structure, facts: Facts): Labour {
  // Amounts of staffing are read only where the contractor's staffing may be stated (not Sections
  // L, M, K, I); the names of categories and key roles may be read anywhere.
  const swapped = applyPhraseSwaps(docs, structure.documents);
  const scoped = scopedDocs(swapped.docs, structure.sections);
  const inScope = (document: string, at: number) =>
    /\S/.test(scoped.find((d) => d.name === document)?.text.slice(at, at + 400) ?? 'x');
  const tableReads: StaffingRead[] = [];
  const replaced = replaceAmendedRows(joinHeaderTables(structure.tables), docs, structure.documents);
  for (const table of replaced.tables) {
    const read =
      readScheduleTable(table, docs, facts.periods) ??
      readClinHours(table, facts.periods, docs, true) ??
      readTableStaffing(table, docs, facts.periods, facts.sites) ??
      readClinHours(table, facts.periods, docs);
    // Out of scope a table may still name the categories to price, never their amounts.
    const amounts = read?.categories.some((c) => c.stated.length > 0);
    if (read && (!amounts || inScope(table.document, table.start))) tableReads.push(read);
  }
  const textReads = readTextStaffing(scoped, structure, facts.periods, facts.sites);
  // A schedule of phases that names each phase's people states its roles' hours.
  const phased = readPhaseRoles(facts);
  const amended = preferAmended(
    joinSiblings([
      ...phased,
      ...withoutPhasedRoles(
        [...preferTextReads(tableReads, textReads, structure.tables), ...textReads],
        phased,
      ),
    ]),
    structure.documents,
  );
  const alternatives = setAsideAlternatives(amended.reads);
  const reads = alternatives.reads;
  // A table reader's assumptions count only for the tables whose staffing the plan uses.
  const used = new Set(reads.map((r) => r.table.tableId));
  const assumed = tableReads.filter((r) => used.has(r.table.tableId)).flatMap((r) => r.notes ?? []);
  const notes: ReaderNote[] = [
    ...swapped.notes,
    ...replaced.notes,
    ...amended.notes,
    ...alternatives.notes,
    ...assumed,
  ];
  const listed = [
    ...readCategoryLists(docs, structure),
    ...readCategoryTables(structure.tables),
    ...readNamedProse(docs, structure),
    ...readUncountedRoles(scoped, structure),
  ];
  const keyPersonnel = readKeyPersonnel(docs, structure);
  for (const k of readNamedKeys(docs, structure))
    if (!keyPersonnel.some((p) => matchingCategories(k.title, [{ ...p, key: true, stated: [] }]).length))
      keyPersonnel.push(k);
  const stated = mergeCategories([...addTableParts(reads), ...listed]);
  const labourCategories = withKeyMarks(flagKey(stated, keyPersonnel), keyMarks(docs));
  familiesFromAcronyms(labourCategories, docs);
  // Rows a staffing table marks key are key personnel too, quoted from their row.
  const marked = labourCategories
    .filter((c) => c.key && !keyPersonnel.some((k) => matchingCategories(k.title, [c]).length > 0))
    .map(
      (c): KeyPerson => ({
        document: c.document,
        ref: c.ref,
        quote: c.quote,
        ...(c.offset !== undefined ? { offset: c.offset } : {}),
        title: c.title,
      }),
    );
  const staffingTables = reads.map((r) => r.table);
  const inferred = inferHoursPerFte(labourCategories.filter((c) => c.stated.length > 0));
  const convention = facts.hoursPerFte?.value ?? inferred.fact?.value ?? null;
  const said = facts.hoursPerFte;
  if (said?.stated && inferred.fact && inferred.fact.value !== said.value)
    notes.push({
      kind: 'conflict',
      text: `The document states ${said.value.toLocaleString('en-US')} hours per FTE, but its staffing rows are whole FTE at ${inferred.fact.value.toLocaleString('en-US')} hours. Which applies?`,
      askContractingOfficer: true,
      source: { document: inferred.fact.document, ref: inferred.fact.ref, quote: inferred.fact.quote },
    });
  notes.push(...inferred.notes, ...labourNotes(staffingTables, labourCategories, keyPersonnel, convention));
  return {
    labourCategories,
    staffingTables,
    keyPersonnel: withKeyWeeks([...keyPersonnel, ...marked], docs),
    inferredHoursPerFte: inferred.fact,
    notes,
  };
}
