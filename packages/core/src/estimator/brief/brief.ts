import type { SectionNode, SolicitationModel } from '../../solicitation/model';
import type { TextDocument } from '../../solicitation/parts';
import { clip } from '../text';
import { factLines } from './facts';

/** Characters of raw section text a brief carries at most (about 30,000 tokens). */
export const BRIEF_SECTION_CHARS = 120_000;

/** Sections that are not inside another chosen section, in document order. */
function outermost(sections: SectionNode[]): SectionNode[] {
  const sorted = [...sections].sort(
    (a, b) => a.document.localeCompare(b.document) || a.start - b.start || b.end - a.end,
  );
  const out: SectionNode[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && last.document === s.document && s.start >= last.start && s.end <= last.end) continue;
    out.push(s);
  }
  return out;
}

/**
 * What a model provider reads instead of whole documents or a draft: the solicitation model's
 * facts with their quotes, then the raw text of the work-statement and staffing sections (the
 * whole documents when no work statement was found), within `maxChars`; requirements are listed
 * when sections had to be cut.
 * @example
 * solicitationBrief(model, docs).startsWith('SOLICITATION MODEL') // true
 */
export function solicitationBrief(
  model: SolicitationModel,
  docs: TextDocument[],
  maxChars = BRIEF_SECTION_CHARS,
): string {
  const text = new Map(docs.map((d) => [d.name, d.text]));
  const wanted = model.sections.filter(
    (s) => model.workStatement.sectionIds.includes(s.id) || s.kind === 'work' || s.kind === 'staffing',
  );
  const parts: { label: string; body: string }[] = model.workStatement.found
    ? outermost(wanted).map((s) => ({
        label: `section ref="${s.ref}" title="${clip(s.title, 80).replace(/"/g, "'")}" kind="${s.kind}" document="${s.document}"`,
        body: (text.get(s.document) ?? '').slice(s.start, s.end),
      }))
    : docs.map((d) => ({ label: `document name="${d.name}"`, body: d.text }));
  let budget = maxChars;
  let cut = 0;
  const raw: string[] = [];
  for (const p of parts) {
    const tag = p.label.split(' ')[0] ?? 'section';
    const wrapper = p.label.length + tag.length + 8;
    if (budget <= wrapper) {
      cut += 1;
      continue;
    }
    const room = budget - wrapper;
    const body = p.body.length > room ? `${p.body.slice(0, room)}\n[... cut to fit]` : p.body;
    if (p.body.length > room) cut += 1;
    budget -= body.length + wrapper;
    raw.push(`<${p.label}>\n${body.trim()}\n</${tag}>`);
  }
  const lines = [
    "SOLICITATION MODEL: facts read from the documents, each with its section [ref] and the document's own words.",
    ...factLines(model).map((l) => `- ${l}`),
    '',
    model.workStatement.found
      ? 'WORK STATEMENT AND STAFFING SECTIONS (raw text):'
      : 'DOCUMENTS (raw text; no work statement was recognised):',
    ...raw,
  ];
  if (cut > 0) {
    lines.push('', `${cut} section(s) were cut or left out to fit; their requirements:`);
    for (const r of model.requirements.slice(0, 120)) lines.push(`- (${r.ref}) ${clip(r.text, 160)}`);
  }
  return lines.join('\n');
}
