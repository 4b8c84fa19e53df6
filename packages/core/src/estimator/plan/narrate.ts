import type { SolicitationModel } from '../../solicitation/model';
import { clip, fmt } from '../text';
import type { PlanFrame } from './frame';
import type { WorkArea } from './work-elements';

/**
 * The reading, as the first lines of the thinking process: periods, convention, sites, domain,
 * work statement, stated staffing and drivers, in words a pricer can check.
 */
export function narrateReading(model: SolicitationModel, frame: PlanFrame, areas: WorkArea[]): string[] {
  const lines: string[] = [];
  const p = model.periods;
  lines.push(
    frame.periodsStated
      ? `Period of performance: ${frame.periods.map((x) => `${x.name} (${fmt(x.months)} mo, ${x.kind})`).join(', ')}; ${fmt(frame.months)} months without the extension${p?.periods[0] ? ` (${p.periods[0].ref}: "${clip(p.periods[0].quote, 100)}")` : ''}.`
      : 'Period of performance: not found; one 12-month base year is assumed.',
  );
  lines.push(
    model.hoursPerFte
      ? `Hours per FTE: ${fmt(model.hoursPerFte.value)} (${model.hoursPerFte.stated ? 'stated' : 'inferred from the rows'}, ${model.hoursPerFte.ref}).`
      : `Hours per FTE: not stated; ${fmt(frame.hoursPerFte)} used.`,
  );
  lines.push(
    frame.sites.length
      ? `Places of performance: ${frame.sites.map((s) => s.name).join('; ')}${frame.sites[0] ? ` (${frame.sites[0].ref})` : ''}.`
      : 'Place of performance: not stated.',
  );
  const d = model.domain;
  lines.push(
    `Domain: ${d.domain}${d.evidence.length ? ` (${d.evidence.slice(0, 3).join('; ')})` : ''}${d.serviceContractAct ? '; Service Contract Act applies' : ''}.`,
  );
  lines.push(
    model.workStatement.found
      ? `Work statement: ${areas.length} task area(s), ${model.requirements.length} requirement(s), grouped into ${areas.reduce((s, a) => s + a.elements.length, 0)} work element(s).`
      : 'Work statement: not found in the uploaded documents.',
  );
  if (model.labourCategories.length)
    lines.push(
      `Labour categories named: ${model.labourCategories.length} (${model.labourCategories
        .slice(0, 8)
        .map((c) => c.title)
        .join('; ')}${model.labourCategories.length > 8 ? '; ...' : ''}).`,
    );
  if (model.keyPersonnel.length)
    lines.push(`Key personnel: ${model.keyPersonnel.map((k) => k.title).join('; ')}.`);
  for (const e of model.statedEffort.slice(0, 4))
    lines.push(`Stated ${e.kind} (${e.scope}) in ${e.ref}: "${clip(e.quote, 140)}".`);
  for (const c of model.coverage.slice(0, 4))
    lines.push(
      `Coverage ${c.label}${c.function ? ` for ${c.function}` : ''} (${c.ref})${c.staffed ? ', staffed' : ', a window'}${c.negated ? ', not required' : ''}.`,
    );
  if (model.quantities.length)
    lines.push(
      `Workload quantities: ${model.quantities
        .slice(0, 8)
        .map((q) => `${fmt(q.value)} ${q.noun}${q.per ? `/${q.per}` : ''}`)
        .join(', ')}.`,
    );
  return lines;
}
