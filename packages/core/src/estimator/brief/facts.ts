import type { SolicitationModel, Source } from '../../solicitation/model';
import { clip, fmt } from '../text';

const q = (s: Source) => `[${s.ref}] "${clip(s.quote, 200)}"`;

/** The stated amounts of a category as 'Base Year 4,160 h; OY1 2 FTE'. */
function amounts(stated: SolicitationModel['labourCategories'][number]['stated']): string {
  return stated
    .map(
      (a) =>
        `${a.period} ${a.hours ? `${fmt(a.hours)} h` : a.fte ? `${fmt(a.fte)} FTE` : `${fmt(a.people ?? 0)} people`}`,
    )
    .join('; ');
}

/**
 * The solicitation model's facts as lines a model (or a person) can check, each with its
 * section and the document's words: periods, hours-per-FTE convention, places, domain, key
 * personnel, stated staffing and effort, staffing tables and their footing, coverage,
 * workload quantities, task areas and the reader's notes.
 * @example
 * factLines(model)[0] // 'Domain: it (NAICS 541511)'
 */
export function factLines(model: SolicitationModel): string[] {
  const out: string[] = [];
  const d = model.domain;
  out.push(
    `Domain: ${d.domain}${d.codes.length ? ` (${d.codes.map((c) => `${c.system} ${c.code}`).join(', ')})` : ''}; Service Contract Act: ${d.serviceContractAct ? 'applies' : 'not stated'}.`,
  );
  const p = model.periods;
  out.push(
    p?.periods.length
      ? `Periods of performance (${p.basis}): ${p.periods.map((x) => `${x.name} ${fmt(x.months)} months (${x.kind})`).join('; ')} ${q(p.periods[0] as Source)}`
      : 'Periods of performance: not found.',
  );
  out.push(
    model.hoursPerFte
      ? `Hours per FTE: ${fmt(model.hoursPerFte.value)} (${model.hoursPerFte.stated ? 'stated' : 'inferred from stated rows'}) ${q(model.hoursPerFte)}`
      : 'Hours per FTE: not stated (use 1,880).',
  );
  for (const s of model.sites.slice(0, 12))
    out.push(`Place of performance: ${s.name}${s.setting ? ` (${s.setting})` : ''} ${q(s)}`);
  for (const k of model.keyPersonnel.slice(0, 20)) out.push(`Key personnel: ${k.title} ${q(k)}`);
  const staffed = model.labourCategories.filter((c) => c.stated.length > 0);
  for (const c of staffed.slice(0, 80))
    out.push(
      `Stated staffing: "${c.title}"${c.key ? ' (key)' : ''}${c.site ? ` at ${c.site}` : ''}${c.shift ? `, ${c.shift}` : ''}: ${amounts(c.stated)} ${q(c)}`,
    );
  const named = model.labourCategories.filter((c) => c.stated.length === 0);
  if (named.length)
    out.push(
      `Labour categories named without amounts: ${named
        .slice(0, 40)
        .map((c) => `"${c.title}" [${c.ref}]`)
        .join('; ')}`,
    );
  for (const t of model.staffingTables.slice(0, 10)) {
    const foots = (t.foots ?? []).map(
      (f) => `${f.period}: rows ${fmt(f.rowSum)} vs stated ${fmt(f.stated)}${f.ok ? '' : ' (DOES NOT FOOT)'}`,
    );
    const optional = (t.optional ?? []).map(
      (o) => `${o.label} ${o.amounts.map(fmt).join('/')} (optional, not in the base)`,
    );
    out.push(
      `Staffing table [${t.ref}] in ${t.measure}, periods ${t.periods.join(', ')}${t.indicative ? '; for estimating purposes only' : ''}${foots.length ? `; ${foots.join('; ')}` : ''}${optional.length ? `; ${optional.join('; ')}` : ''}.`,
    );
  }
  for (const e of model.statedEffort.slice(0, 8))
    out.push(
      `Stated effort: ${e.kind} ${fmt(e.value)}${e.min !== undefined ? ` (range ${fmt(e.min)}-${fmt(e.max ?? e.value)})` : ''} ${e.scope}${e.ceiling ? ', a ceiling' : ''}${e.perPeriod ? `; by period ${e.perPeriod.map((x) => `${x.period} ${fmt(x.value)}`).join(', ')}` : ''} ${q(e)}`,
    );
  for (const c of model.coverage.slice(0, 10))
    out.push(
      `Coverage: ${c.label}${c.function ? ` for ${c.function}` : ''}, ${fmt(c.hoursPerWeek)} h/week${c.staffed ? `, ${fmt(c.posts)} staffed post(s)` : ', a window (not a staffed post)'}${c.onCall ? ', on call' : ''}${c.negated ? ', NOT required' : ''} ${q(c)}`,
    );
  for (const x of model.quantities.slice(0, 30))
    out.push(`Quantity: ${fmt(x.value)} ${x.noun}${x.per ? ` per ${x.per}` : ''} ${q(x)}`);
  for (const a of model.taskAreas.slice(0, 40))
    out.push(`Task area ${a.ref} "${a.title}": ${a.requirementIds.length} requirement(s).`);
  for (const n of model.notes.slice(0, 20)) out.push(`Reader note (${n.kind}): ${n.text}`);
  if (!model.workStatement.found) out.push('Work statement: NOT FOUND in the uploaded documents.');
  for (const a of model.workStatement.missingAnnexes.slice(0, 10)) out.push(`Missing annex: ${q(a)}`);
  return out;
}
