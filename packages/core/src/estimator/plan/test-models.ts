import type { Task } from '../../schemas/plan';
import type {
  CoverageFact,
  LabourCategory,
  Period,
  SolicitationModel,
  Table,
  WorkRequirement,
} from '../../solicitation/model';
import { tableOf as solicitationTable } from '../../solicitation/test-tables';

// Hand-made solicitation models in the shapes the readers produce, for the builder's tests.
export const src = (ref: string, quote: string) => ({ document: 'pws.md', ref, quote });

/** Coverage around the clock, quoted from `ref`; `over` sets posts, staffing, on-call and the rest. */
export const aroundTheClock = (
  ref: string,
  quote: string,
  over: Partial<CoverageFact> = {},
): CoverageFact => ({
  ...src(ref, quote),
  label: '24x7',
  hoursPerDay: 24,
  daysPerWeek: 7,
  hoursPerWeek: 168,
  is24x7: true,
  onCall: false,
  staffed: true,
  posts: 0,
  ...over,
});

export function model(over: Partial<SolicitationModel> = {}): SolicitationModel {
  return {
    version: 1,
    documents: [{ name: 'pws.md', index: 0, role: 'work-statement', chars: 1000 }],
    sections: [],
    tables: [],
    workStatement: { found: true, sectionIds: [], missingAnnexes: [] },
    taskAreas: [],
    requirements: [],
    labourCategories: [],
    staffingTables: [],
    keyPersonnel: [],
    quantities: [],
    periods: null,
    sites: [],
    hoursPerFte: null,
    coverage: [],
    statedEffort: [],
    domain: { domain: 'it', codes: [], serviceContractAct: false, evidence: [] },
    notes: [],
    ...over,
  };
}

export const year = (name: string, kind: Period['kind'], months = 12): Period => ({
  ...src('F.2', `${name}: 12 months`),
  name,
  kind,
  months,
});
export const periods = (options: number, ext = 0, baseMonths = 12) => ({
  periods: [
    year('Base Year', 'base', baseMonths),
    ...Array.from({ length: options }, (_, i) => year(`Option Year ${i + 1}`, 'option')),
    ...(ext ? [year('Extension', 'extension', ext)] : []),
  ],
  totalMonths: baseMonths + options * 12,
  basis: 'stated' as const,
});

export function areasWith(
  spec: Record<string, string[]>,
): Pick<SolicitationModel, 'taskAreas' | 'requirements' | 'sections'> {
  const taskAreas: SolicitationModel['taskAreas'] = [];
  const requirements: WorkRequirement[] = [];
  Object.entries(spec).forEach(([title, reqs], i) => {
    const id = `a${i}`;
    const ref = `C.${i + 1}`;
    const ids = reqs.map((text, j) => {
      const rid = `R${i}-${j}`;
      requirements.push({
        ...src(`${ref}.${j + 1}`, text),
        id: rid,
        sectionId: `s${i}`,
        taskAreaId: id,
        text,
      });
      return rid;
    });
    taskAreas.push({ id, ref, title, sectionId: `s${i}`, document: 'pws.md', requirementIds: ids });
  });
  const sections = taskAreas.map((a) => ({
    id: a.sectionId,
    ref: a.ref,
    title: a.title,
    level: 1,
    parentId: null,
    document: 'pws.md',
    start: 0,
    end: 1,
    kind: 'work' as const,
  }));
  return { taskAreas, requirements, sections };
}

export const lcat = (title: string, hours: number[], over: Partial<LabourCategory> = {}): LabourCategory => ({
  ...src('J.2', `${title} | ${hours.join(' | ')}`),
  title,
  key: false,
  stated: hours.map((h, i) => ({ period: i === 0 ? 'Base Year' : `OY${i}`, hours: h })),
  ...over,
});
export const total = (tasks: Task[]) => tasks.reduce((s, t) => s + t.hours, 0);
export const periodSum = (tasks: Task[], i: number) =>
  tasks.reduce((s, t) => s + (t.periods?.[i]?.hours ?? 0), 0);
export const endsInHours = (t: Task) => t.mathRationale.endsWith(`= ${t.hours.toLocaleString('en-US')}`);

/** A pipe table of the work statement, with a caption when one is given. */
export function tableOf(header: string[], rows: string[][], caption?: string | null, ref = '3.2'): Table {
  return solicitationTable(header, rows, {
    id: 't1',
    document: 'pws.md',
    ref,
    sectionId: 's1',
    caption: caption ?? undefined,
    end: 1,
  });
}
