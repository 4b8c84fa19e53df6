import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../../src/estimator/estimate';
import { toCsv } from '../../src/export/csv';
import { ASSUMPTIONS_SHEET_NAME, toXlsx } from '../../src/xlsx/index';
import type { EstimatorInput } from '../../src/estimator/types';
import type { GeneratedPlan } from '../../src/schemas/plan';
import type { NamedText } from '../../src/amendments/amendment-text';
import { type ApplyAmendmentResult, applyAmendment } from '../../src/amendments/apply';

const DIR = join(__dirname, '../fixtures/amendments');
const doc = (path: string): NamedText => ({
  name: path.split('/').pop() as string,
  text: readFileSync(join(DIR, path), 'utf8'),
});

/** Applies a chain of amendments in order, as the server does: each on the plan the last one left. */
function chain(documents: EstimatorInput, amendments: NamedText[], edit = (p: GeneratedPlan) => p) {
  const first = estimatePlan(documents);
  let plan = edit(first);
  let generated = first;
  const applied: NamedText[] = [];
  const steps: ApplyAmendmentResult[] = [];
  for (const amendment of amendments) {
    const r = applyAmendment({
      documents,
      applied,
      amendment,
      plan,
      generated,
      appliedAt: '2026-11-25T04:00:00.000Z',
    });
    steps.push(r);
    plan = r.plan;
    generated = r.generated;
    applied.push(amendment);
  }
  return { first, plan, steps };
}

describe('applyAmendment on chains modelled on the real ones (issue 16)', () => {
  it('NIH-like: after Amendment 2 the plan states its hours include subcontractor hours and cites the amendment', async () => {
    const { first, plan, steps } = chain({ primary: doc('nih-like/rfp.txt') }, [
      doc('nih-like/amendment-1.txt'),
      doc('nih-like/amendment-2.txt'),
    ]);
    const [one, two] = steps as [ApplyAmendmentResult, ApplyAmendmentResult];
    expect(one.amendment).toMatchObject({ kind: 'amendment', number: '0001', name: 'amendment-1.txt' });
    expect(two.amendment).toMatchObject({ kind: 'amendment', number: '0002' });
    const says = (plan.assumptions ?? []).filter((a) => /include subcontractor labor hours/.test(a));
    expect(says.length).toBeGreaterThan(0);
    expect(says.every((a) => a.startsWith('amendment-2.txt'))).toBe(true);
    const change = two.changes.find(
      (c) => c.fact === 'text' && /include subcontractor/.test(String(c.after)),
    );
    expect(change?.source?.document).toBe('amendment-2.txt');
    expect(String(change?.before)).toMatch(/exclude subcontractor labor hours/);
    // Neither amendment moves the hours: the lines are the same objects as before.
    expect(plan.tasks).toEqual(first.tasks);
    expect((plan.amendments as unknown[]).map((a) => (a as { number: string }).number)).toEqual([
      '0001',
      '0002',
    ]);
    // The export states which amendments the plan reflects.
    const csv = toCsv(plan);
    expect(csv).toContain('Amendment,Amendment 0001: amendment-1.txt');
    expect(csv).toContain('Amendment,Amendment 0002: amendment-2.txt,applied 2026-11-25');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await toXlsx(plan)).slice().buffer);
    const rows: unknown[][] = [];
    book.getWorksheet(ASSUMPTIONS_SHEET_NAME)?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows.filter((r) => r[0] === 'Amendment').map((r) => r[1])).toEqual([
      'Amendment 0001: amendment-1.txt',
      'Amendment 0002: amendment-2.txt',
    ]);
  });

  it('FLETC-like: after both amendments the changed dates show and no line changes', () => {
    const { first, plan, steps } = chain({ primary: doc('fletc-like/rfq.txt') }, [
      doc('fletc-like/amendment-1.txt'),
      doc('fletc-like/amendment-2.txt'),
    ]);
    for (const s of steps) {
      expect(s.staffing.added + s.staffing.removed + s.staffing.changed).toBe(0);
      expect(s.conflicts).toEqual([]);
    }
    expect(plan.tasks).toEqual(first.tasks);
    const dates = (plan.assumptions ?? []).filter((a) => /Phase 1 closing date/.test(a));
    expect(dates).toHaveLength(2);
    expect(dates[0]).toMatch(/^amendment-1\.txt .*December 17, 2026/);
    expect(dates[1]).toMatch(/^amendment-2\.txt .*December 29, 2026/);
  });

  it('TruData-like: after the Q&A no 24x7 coverage, the sentence that removed it, and an open question for the missing labour category', () => {
    const documents = {
      primary: doc('trudata-like/rfq.txt'),
      supporting: [doc('trudata-like/price-schedule.txt'), doc('trudata-like/soo.txt')],
    };
    const { first, plan, steps } = chain(documents, [doc('trudata-like/questions-and-responses.txt')]);
    const qa = steps[0] as ApplyAmendmentResult;
    expect(qa.amendment.kind).toBe('questions-and-answers');
    const round = (p: GeneratedPlan) =>
      p.tasks.filter((t) => /24x7/.test(`${t.mathRationale} ${t.citation?.quote ?? ''}`));
    expect(round(first).length).toBeGreaterThan(0);
    expect(round(plan)).toEqual([]);
    expect((plan.assumptions ?? []).some((a) => /8,760 h a year per 24x7 post/.test(a))).toBe(false);
    const removed = qa.staffing.lines.filter((l) => l.status === 'removed');
    expect(removed.length).toBeGreaterThan(0);
    expect(removed[0]?.cause?.quote).toBe(
      'The contractor is not expected to provide full 24x7 security incident coverage.',
    );
    const gap = (plan.openQuestions ?? []).find((q) => /Data Architect/.test(q.question));
    expect(gap?.askContractingOfficer).toBe(true);
    // The other lines are untouched.
    const kept = plan.tasks.map((t) => t.lcat);
    expect(kept).toEqual(
      first.tasks.filter((t) => round({ ...first, tasks: [t] }).length === 0).map((t) => t.lcat),
    );
  });

  it('a priced plan shows what the amendment did to its price, overall and by period', () => {
    const documents = {
      primary: doc('trudata-like/rfq.txt'),
      supporting: [doc('trudata-like/price-schedule.txt'), doc('trudata-like/soo.txt')],
    };
    const generated = estimatePlan(documents);
    const pricing = {
      contractType: 'T&M',
      rateCard: generated.tasks.map((t) => ({ lcat: t.lcat, rate: 100, source: { kind: 'company' } })),
      escalation: { percent: 0, ratesAsOf: '2027-01-01' },
    };
    const plan = { ...generated, pricing } as GeneratedPlan;
    const r = applyAmendment({
      documents,
      amendment: doc('trudata-like/questions-and-responses.txt'),
      plan,
      generated,
    });
    const cost = r.staffing.cost;
    expect(cost).toBeTruthy();
    const removedHours = r.staffing.totals.hoursBefore - r.staffing.totals.hoursAfter;
    expect(removedHours).toBeGreaterThan(0);
    expect(Number(cost?.total.before) - Number(cost?.total.after)).toBeGreaterThan(0);
    expect(cost?.byPeriod.length).toBeGreaterThan(0);
    expect((r.plan as GeneratedPlan & { pricing?: unknown }).pricing).toEqual(pricing);
    // Unpriced plans carry no cost.
    expect(
      applyAmendment({
        documents,
        amendment: doc('trudata-like/questions-and-responses.txt'),
        plan: generated,
        generated,
      }).staffing.cost,
    ).toBeNull();
  });

  it('keeps a user edit the amendment conflicts with and asks which applies', () => {
    const documents = { primary: doc('fletc-like/rfq.txt') };
    const generated = estimatePlan(documents);
    const desk = generated.tasks.findIndex((t) => t.lcat === 'Service Desk Technician');
    const mine = {
      ...generated,
      tasks: generated.tasks.map((t, i) => (i === desk ? { ...t, hours: 6000 } : t)),
    };
    const text = readFileSync(join(DIR, 'fletc-like/rfq.txt'), 'utf8').replace(
      '| Service Desk Technician | Glynco, GA | 3 |',
      '| Service Desk Technician | Glynco, GA | 4 |',
    );
    const r = applyAmendment({
      documents,
      amendment: {
        name: 'amendment-3.txt',
        text: `AMENDMENT OF SOLICITATION/MODIFICATION OF CONTRACT\n2. AMENDMENT/MODIFICATION NO.\n0003\n\n14. DESCRIPTION OF AMENDMENT/MODIFICATION\n${text.slice(text.indexOf('2.2 Staffing'))}`,
      },
      plan: mine,
      generated,
    });
    expect(r.plan.tasks[desk]?.hours).toBe(6000);
    expect(r.conflicts.map((c) => c.field)).toContain('hours');
    expect(r.plan.openQuestions?.some((q) => /you had set 6000/.test(q.question))).toBe(true);
    r.plan.tasks.forEach((t, i) => {
      if (i !== desk) expect(t).toBe(mine.tasks[i]);
    });
  });
});
