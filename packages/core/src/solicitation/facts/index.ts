import type { CoverageFact, ReaderNote, StatedEffort } from '../model';
import type { Facts, Structure, TextDocument } from '../parts';
import { buildContext } from './context';
import { withAmendedWindows } from './amended-windows';
import { readCoverage } from './coverage';
import { readDomain } from './domain';
import { withDutyPosts } from './duty-posts';
import { replaceAmendedRows } from '../labour/amended-rows';
import { readPostTables, withPostTables } from './post-tables';
import { readRatioPosts } from './ratio-posts';
import { readStatedEffort } from './effort';
import { tableBudget } from './table-unit';
import { readPeriodColumnEffort } from './effort-columns';
import { readHoursPerFte } from './hours-per-fte';
import { withAmendedOptions } from './period-amendments';
import { readPeriods } from './periods';
import { withPhasePeriods, withScheduleSpan } from './phase-periods';
import { readPhaseSchedules } from './phase-schedule';
import { fullWeek } from './phase-weeks';
import { readQuantities } from './quantities';
import { readHeaderSites, readListedFacilities } from './facility-lists';
import { readSectionSites, readTableSites } from './site-lists';
import { addPlaces } from './staffed-places';
import { readSites, settleAreas } from './sites';
import { readTableQuantities } from './table-quantities';

/**
 * Drops a per-period effort list that repeats one already read (an amendment restating the PWS's
 * level-of-effort table, the same table in a PDF and its Word copy): the same periods with the
 * same amounts are one fact, kept where it was first read.
 */
function withoutRestatedPeriods(facts: StatedEffort[]): StatedEffort[] {
  const seen = new Set<string>();
  return facts.filter((fact) => {
    if (!fact.perPeriod) return true;
    const periods = fact.perPeriod.map((p) => `${p.period.toLowerCase()}=${p.value}`).join(',');
    const optional = fact.optional ? `${fact.optional.label.toLowerCase()}=${fact.optional.value}` : '';
    const key = `${fact.kind}|${periods}|${optional}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Reads the facts of a solicitation's documents: periods of performance, the hours-per-FTE
 * convention, places, coverage, stated effort and budget, quantities and the domain. Every
 * fact keeps its source (document, section ref, quote, offset). Pure and deterministic.
 * @example
 * readFacts([{ name: 'pws', index: 0, text: 'The POP is 60 calendar days.' }], { sections: [] } as never).periods?.totalMonths // 2
 */
export function readFacts(docs: TextDocument[], structure: Structure): Facts {
  const ctx = buildContext(docs, structure);
  // Schedules of phases that name each phase's people: hours by role and the work's length.
  const schedules = readPhaseSchedules(structure.tables ?? [], docs, (d) => fullWeek(ctx.units, d) ?? 40);
  const periods = withAmendedOptions(
    withScheduleSpan(withPhasePeriods(readPeriods(ctx), docs), schedules),
    ctx.units,
    structure.documents ?? [],
  );
  const hours = readHoursPerFte(ctx);
  const textSites = addPlaces(addPlaces(readSites(ctx), readSectionSites(docs)), [
    ...readListedFacilities(docs),
    ...readHeaderSites(structure.tables ?? [], docs),
  ]);
  // Sites named in a table's site column that the text did not name already.
  const known = (name: string) =>
    textSites.some((s) =>
      [s.name, s.city, s.installation].some((n) => n && name.toLowerCase().includes(n.toLowerCase())),
    );
  const sites = settleAreas([
    ...textSites,
    ...readTableSites(structure.tables ?? []).filter((s) => !known(s.name)),
  ]);
  const siteNotes: ReaderNote[] =
    sites.length === 0
      ? [
          {
            kind: 'missing',
            text: 'No place of performance found in the documents; ask the contracting officer where the work is performed (government site, contractor facility or remote).',
            askContractingOfficer: true,
          },
        ]
      : [];
  // Post schedules as amended: a row an amendment replaces is read as the amendment states it.
  const postTables = replaceAmendedRows(structure.tables ?? [], docs, structure.documents ?? []).tables;
  const windows = withAmendedWindows(readCoverage(ctx), docs, structure.documents ?? []);
  // Posts set by staff-to-served ratios over the open hours, the groups' sizes as amended.
  const ratios = readRatioPosts(ctx, structure.tables ?? [], structure.documents ?? [], windows);
  return {
    quantities: [...readQuantities(ctx), ...readTableQuantities(structure.tables ?? [])],
    periods: periods.periods,
    sites,
    hoursPerFte: hours.hoursPerFte,
    coverage: [
      ...withPostTables(
        withDutyPosts(
          ctx,
          windows,
          // Places a post sentence may open with: the sites, and the sites of the post tables' rows.
          [...sites.map((s) => s.name), ...readPostTables(postTables, docs).flatMap((p) => p.site ?? [])],
        ),
        postTables,
        docs,
      ),
      ...ratios.posts,
    ].filter(namesSomething),
    statedEffort: withoutRestatedPeriods([
      ...schedules.map((s) => s.effort),
      ...readStatedEffort(ctx),
      ...readPeriodColumnEffort(structure.tables ?? []),
      ...(structure.tables ?? []).map((t) => tableBudget(t, docs)).filter((e) => e !== null),
    ]),
    domain: readDomain(ctx, docs[0]?.text),
    notes: [...periods.notes, ...hours.notes, ...siteNotes, ...ratios.notes],
  };
}

/**
 * A post named by a row of figures ("2 2 540 90 36 80 380 7", an inventory row whose header was
 * lost) names no post: the row counts things, not people on duty.
 */
const namesSomething = (c: CoverageFact): boolean =>
  !c.staffed || /[a-z]{2}/i.test(`${c.position ?? ''} ${c.function ?? ''}`) || !(c.position || c.function);
