import { extractDrivers } from './drivers/index';
import { extractRequirements } from './requirements';
import { segmentSections } from './sections';
import { clip, fmt } from './text';
import type { Digest, Drivers, EstimatorInput, Section } from './types';

const MAX_SECTIONS = 200;
const MAX_DIGEST_REQUIREMENTS = 150;

/** Every document of the input, named, with its sections. */
export function sectionsOf(input: EstimatorInput): Section[] {
  const docs = [
    { name: input.primary.name ?? 'primary', text: input.primary.text },
    ...(input.supporting ?? []).map((d, i) => ({ name: d.name ?? `supporting ${i + 1}`, text: d.text })),
  ];
  return docs.flatMap((d) => segmentSections(d.text, d.name));
}

function driverLines(d: Drivers): string[] {
  const lines: string[] = [];
  if (d.staffing)
    lines.push(`Stated staffing (${d.staffing.form}) [${d.staffing.ref}]: "${d.staffing.quote}"`);
  if (d.period)
    lines.push(
      `Period of performance: ${fmt(d.period.period.months)} months [${d.period.ref}]: "${d.period.quote}"`,
    );
  for (const p of d.places.slice(0, 3)) lines.push(`Place of performance: ${p.location} [${p.ref}]`);
  for (const k of d.keyPersonnel) lines.push(`Key personnel: ${k.role} [${k.ref}]`);
  if (d.labourCategories.length)
    lines.push(`Labour categories: ${d.labourCategories.map((c) => c.role).join(', ')}`);
  for (const w of d.coverageWindows.slice(0, 10))
    lines.push(`Coverage ${w.label} ${w.function ?? ''} [${w.ref}]: "${w.quote}"`);
  for (const c of d.counts.slice(0, 20))
    lines.push(`Count: ${fmt(c.value)} ${c.unit}${c.per ? ` per ${c.per}` : ''} [${c.ref}]`);
  return lines;
}

/**
 * The compact digest of the documents (sections, requirements with references, drivers with
 * references) that model providers receive instead of raw text when documents are large.
 * @example
 * buildDigest({ primary: { text: 'C.1 Scope\nThe contractor shall staff the help desk 24x7.' } }).requirements.length // 1
 */
export function buildDigest(input: EstimatorInput): Digest {
  const all = sectionsOf(input);
  const requirements = extractRequirements(all);
  const drivers = extractDrivers(all);
  const sections = all.map((s) => ({ ref: s.ref, title: s.title, document: s.document }));
  const text = [
    'DOCUMENT DIGEST (sections, drivers and requirements extracted with their references)',
    '',
    'SECTIONS:',
    ...sections
      .slice(0, MAX_SECTIONS)
      .map((s) => `- ${s.ref}${s.title !== s.ref ? ` ${clip(s.title, 60)}` : ''} (${s.document})`),
    '',
    'DRIVERS:',
    ...driverLines(drivers).map((l) => `- ${l}`),
    '',
    'REQUIREMENTS:',
    ...requirements
      .slice(0, MAX_DIGEST_REQUIREMENTS)
      .map((r) => `- [${r.id}] (${r.ref}) ${clip(r.text, 200)}`),
  ].join('\n');
  return { sections, requirements, drivers, text };
}
