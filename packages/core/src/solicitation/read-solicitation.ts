import { readFacts } from './facts/index';
import { addPlaces, staffedPlaces } from './facts/staffed-places';
import { readLabour } from './labour/index';
import type { SolicitationModel } from './model';
import type { TextDocument } from './parts';
import { readStructure } from './structure/index';
import { withoutInlineEmphasis } from './structure/inline-emphasis';
import { repairScannedText } from './structure/ocr-repair';

/** Input of `readSolicitation`: the primary document first, then supporting documents. */
export interface SolicitationInput {
  primary: { name?: string; text: string };
  supporting?: { name?: string; text: string }[];
}

/**
 * Reads a solicitation's documents into the solicitation model: structure first (sections,
 * tables, work statement), then facts (periods, sites, conventions, effort, domain), then
 * labour (categories, staffing tables, key personnel), each reader seeing what the earlier
 * ones found. Pure and deterministic.
 * @example
 * readSolicitation({ primary: { name: 'pws.md', text: '# 1 Scope\nThe contractor shall staff the help desk.' } }).version // 1
 */
export function readSolicitation(input: SolicitationInput): SolicitationModel {
  const docs: TextDocument[] = [input.primary, ...(input.supporting ?? [])].map((d, index) => ({
    name: d.name?.trim() || (index === 0 ? 'primary' : `supporting ${index}`),
    index,
    text: withoutInlineEmphasis(repairScannedText(d.text)),
  }));
  const structure = readStructure(docs);
  const facts = readFacts(docs, structure);
  const labour = readLabour(docs, structure, facts);
  return {
    version: 1,
    documents: structure.documents,
    sections: structure.sections,
    tables: structure.tables,
    workStatement: structure.workStatement,
    taskAreas: structure.taskAreas,
    requirements: structure.requirements,
    labourCategories: labour.labourCategories,
    staffingTables: labour.staffingTables,
    keyPersonnel: labour.keyPersonnel,
    quantities: facts.quantities,
    periods: facts.periods,
    sites: addPlaces(facts.sites, staffedPlaces(labour.labourCategories)),
    hoursPerFte: facts.hoursPerFte ?? labour.inferredHoursPerFte,
    coverage: facts.coverage,
    statedEffort: facts.statedEffort,
    domain: facts.domain,
    notes: [...structure.notes, ...facts.notes, ...labour.notes],
  };
}
