import { baseTitleKey } from '../solicitation/labour/merge';
import type { DocumentRole, SolicitationModel } from '../solicitation/model';
import type { OpenQuestion } from '../schemas/plan';

const PRICED: DocumentRole[] = ['price-schedule', 'staffing-template'];

/**
 * Labour categories the documents disagree on, as open questions for the plan: a category
 * the work statement or solicitation names that the price schedule (or staffing template)
 * leaves out, when that sheet lists two or more categories of its own.
 * @example
 * categoryGaps(readSolicitation({ primary: rfq, supporting: [priceSheet, soo] }))
 * // [{ question: 'Data Architect is named in 3. Attachment 2 ... (C.1.5) but not in the price schedule 2. Attachment 1 ...: price it, or is it covered by another category?', askContractingOfficer: true, citation: {...} }]
 */
export function categoryGaps(model: SolicitationModel): OpenQuestion[] {
  const roleOf = (name: string) => model.documents.find((d) => d.name === name)?.role ?? 'other';
  const priced = model.labourCategories.filter((c) => PRICED.includes(roleOf(c.document)));
  const sheets = [...new Set(priced.map((c) => c.document))];
  if (priced.length < 2 || sheets.length === 0) return [];
  const listed = new Set(priced.map((c) => baseTitleKey(c.title)));
  const out: OpenQuestion[] = [];
  const asked = new Set<string>();
  for (const c of model.labourCategories) {
    const key = baseTitleKey(c.title);
    if (PRICED.includes(roleOf(c.document)) || listed.has(key) || asked.has(key) || c.stated.length > 0)
      continue;
    asked.add(key);
    out.push({
      question: `${c.title} is named in ${c.document} (${c.ref}) but not in the ${roleOf(sheets[0] as string).replace('-', ' ')} ${sheets.join(', ')}: price it, or is it covered by another category?`,
      askContractingOfficer: true,
      citation: { document: c.document, ref: c.ref, quote: c.quote },
    });
  }
  return out;
}
