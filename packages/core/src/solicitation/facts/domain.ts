import type { Domain, DomainReading, Source } from '../model';
import { type FactContext, sourceOf } from './context';
import { naicsDomain, pscDomain, sinDomain } from './domain-codes';
import { readService, readSubject } from './subject';

type Code = Source & { system: 'NAICS' | 'PSC' | 'SIN'; code: string };

const NAICS = /\bNAICS\b[^.\d]{0,60}?(?<![\d-])(\d{6})(?![\d-])/g;
const PSC =
  /\b(?:PSC|product\s*(?:and|\/)?\s*service\s*code|FSC)\b[^.\w]{0,5}(?:code\s*)?(?:is\s*|:\s*|#\s*|\(\s*)*([A-Z]{1,2}\d{2,3}[A-Z0-9]?|[A-Z]\d[A-Z]{2}|\d{4})\b/gi;
const SIN = /\bSIN\b\)?[\s:#]*(\d{3}[- ]\d{1,3}[A-Z]?|\d{5,6}[A-Z]{0,4}|\d{3}[A-Z]{2,4})\b/g;
const SCA =
  /service contract (?:act|labor standards)|wage determination|52\.222-41|52\.222-43|41 U\.S\.C\.? (?:chapter )?67/i;

/** "52.222-41 Service Contract Labor Standards - does not apply (professional interpreters are exempt)". */
const SCA_NEGATED =
  /^[^;.\n]{0,60}?\b(?:(?:does|do|shall|will)\s+not\s+apply|(?:is\s+|are\s+)?not\s+applicable|inapplicable|N\/A)\b/i;

/** Whether a sentence brings in the Service Contract Act: some mention of it not said not to apply. */
function scaApplies(text: string): boolean {
  const g = new RegExp(SCA.source, 'gi');
  for (const m of text.matchAll(g)) {
    const after = text.slice((m.index ?? 0) + m[0].length);
    if (!SCA_NEGATED.test(after)) return true;
  }
  return false;
}

// Words of the work statement that mark each kind of work, when no code says it.
const VOCABULARY: [Domain, RegExp][] = [
  [
    'it',
    /\b(?:software|application|database|cloud|cyber\w*|network|help ?desk|service desk|devops|agile|developer|API|data platform|servers?)\b/gi,
  ],
  [
    'facilities',
    /\b(?:janitorial|custodial|grounds ?keeping|HVAC|preventive maintenance|elevator|plumbing|building maintenance|facility maintenance)\b/gi,
  ],
  ['security', /\b(?:guards?|armed|security officers?|post orders|patrol|access control|screening)\b/gi],
  [
    'research',
    /\b(?:research|scientific|laborator(?:y|ies)|study|studies|investigators?|literature review|experiments?)\b/gi,
  ],
  ['medical', /\b(?:patients?|clinical|nurses?|physicians?|medical|health ?care|pharmac\w+)\b/gi],
  ['call-center', /\b(?:call cent(?:er|re)|contact cent(?:er|re)|inbound calls|IVR|agents? answer)\b/gi],
  ['construction', /\b(?:construction|renovation|design-build|architect\w*|demolition|roofing|paving)\b/gi],
  ['training', /\b(?:training|instructors?|curriculum|courses?|students|learners)\b/gi],
  ['logistics', /\b(?:warehous\w+|transportation|shipping|freight|inventory management|supply chain)\b/gi],
  ['transcription', /\b(?:transcri\w+|court reporting|captioning)\b/gi],
];

function collect(ctx: FactContext): Code[] {
  const codes: Code[] = [];
  const seen = new Set<string>();
  const add = (system: Code['system'], code: string, source: Source) => {
    const key = `${system}:${code}`;
    if (seen.has(key)) return;
    seen.add(key);
    codes.push({ ...source, system, code });
  };
  for (const unit of ctx.units) {
    if (!/NAICS|PSC|SIN|service code|FSC/i.test(unit.text)) continue;
    for (const m of unit.text.matchAll(NAICS)) add('NAICS', m[1] ?? '', sourceOf(unit));
    for (const m of unit.text.matchAll(PSC)) add('PSC', (m[1] ?? '').toUpperCase(), sourceOf(unit));
    for (const m of unit.text.matchAll(SIN)) add('SIN', (m[1] ?? '').replace(' ', '-'), sourceOf(unit));
  }
  return codes;
}

/**
 * The kind of work: from the NAICS code first, then the PSC, then the words of the work
 * statement; with the codes read (each with its source), whether the Service Contract Act or
 * a wage determination applies, the evidence that decided it, and the subject the primary
 * document's title names.
 * @example
 * // 'The NAICS code is 561612, Security Guards and Patrol Services.' -> { domain: 'security', ... }
 */
export function readDomain(ctx: FactContext, primary = ''): DomainReading {
  const codes = collect(ctx);
  const serviceContractAct = ctx.units.some((u) => scaApplies(u.text));
  const evidence: string[] = [];
  let domain: Domain | null = null;
  for (const c of codes) {
    const hit =
      c.system === 'NAICS' ? naicsDomain(c.code) : c.system === 'PSC' ? pscDomain(c.code) : sinDomain(c.code);
    if (!hit) continue;
    evidence.push(`${c.system} ${c.code} (${hit.what})`);
    domain ??= hit.domain;
  }
  const work = ctx.units
    .filter((u) => u.kind === 'work' || u.kind === 'unknown')
    .map((u) => u.text)
    .join('\n');
  const counts = VOCABULARY.map(([d, re]) => [d, work.match(re)?.length ?? 0] as const).sort(
    (a, b) => b[1] - a[1],
  );
  const top = counts[0];
  if (top && top[1] > 0)
    evidence.push(
      `vocabulary: ${counts
        .filter(([, n]) => n > 0)
        .slice(0, 3)
        .map(([d, n]) => `${d} ${n}`)
        .join(', ')}`,
    );
  if (serviceContractAct) evidence.push('Service Contract Act / wage determination');
  if (!domain && top && top[1] >= 5) domain = top[0];
  const subject = readSubject(primary);
  const service = readService(primary);
  return {
    domain: domain ?? 'other',
    codes,
    serviceContractAct,
    evidence,
    ...(subject ? { subject } : {}),
    ...(service ? { service } : {}),
  };
}
