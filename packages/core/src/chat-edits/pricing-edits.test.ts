import { describe, expect, it } from 'vitest';
import { pricePlan } from '../pricing/price-plan';
import { PricingSchema } from '../pricing/schemas';
import type { GeneratedPlan } from '../schemas/plan';
import { applyChatEdit } from './apply';
import { NAVY } from './corpus/fixtures';
import { describeChanges } from './describe';
import { parseChatIntent } from './parse';
import { parseChatEdits } from './parse-many';

const PRICED: GeneratedPlan = {
  ...NAVY,
  pricing: PricingSchema.parse({
    contractType: 'T&M',
    rateCard: [
      { lcat: 'Program Manager', rate: '150.00', source: { kind: 'company' } },
      { lcat: 'Developer', rate: '90.00', source: { kind: 'company' } },
    ],
    wraps: { fringe: { percent: 30 }, overhead: { percent: 10 }, ga: { percent: 12 } },
    escalation: { percent: 0, ratesAsOf: '2026-01-01' },
  }),
};

function run(message: string, plan: GeneratedPlan = PRICED): GeneratedPlan {
  const intent = parseChatIntent(message, plan);
  if (intent.kind !== 'edit') throw new Error(`not an edit: ${JSON.stringify(intent)}`);
  const result = applyChatEdit(plan, intent.edit);
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.value;
}

describe('pricing said in chat', () => {
  it('escalates, sets wraps and fees the way pricers say it', () => {
    for (const message of ['escalate 3% a year', 'Escalation 3 percent per year', 'use 3% escalation'])
      expect(run(message).pricing?.escalation.percent, message).toBe('3');
    expect(run('fee 8%').pricing?.wraps.fee.percent).toBe('8');
    expect(run('set profit to 7.5%').pricing?.wraps.fee.percent).toBe('7.5');
    expect(run('12% G&A').pricing?.wraps.ga.percent).toBe('12');
    expect(run('overhead 15 percent').pricing?.wraps.overhead).toEqual({
      percent: '15',
      base: 'direct-labor-plus-fringe',
    });
    expect(run('fringe at 32%').pricing?.wraps.fringe.percent).toBe('32');
  });

  it('prices the PM at $165 for this plan, adding a rate the card lacks', () => {
    const next = run('price the PM at $165');
    expect(next.pricing?.rateCard[0]).toEqual({
      lcat: 'Program Manager',
      rate: '165.00',
      source: { kind: 'company', note: 'set in chat' },
    });
    expect(next.pricing?.rateCard[1]?.rate).toBe('90.00');
    const qa = run('rate for the QA Engineer is $1,100.50');
    expect(qa.pricing?.rateCard.at(-1)).toMatchObject({ lcat: 'QA Engineer', rate: '1100.50' });
    const wd = { kind: 'wage-determination' as const, wdNumber: '2015-4281', healthWelfare: '5.36' };
    const sca = {
      ...PRICED,
      pricing: {
        ...(PRICED.pricing ?? PricingSchema.parse({})),
        rateCard: [{ lcat: 'Help Desk Technician', rate: '21.50', source: wd }],
      },
    };
    expect(run('price the help desk technicians at $23', sca).pricing?.rateCard).toEqual([
      { lcat: 'Help Desk Technician', rate: '23.00', source: wd },
    ]);
    // The priced plan follows: the PM's direct rate is $165.00 before wraps.
    const priced = pricePlan(next, next.pricing ?? PricingSchema.parse({}));
    expect(priced.rates.find((r) => r.lcat === 'Program Manager')?.direct).toBe('165.00');
  });

  it('says what changed, and leaves the tasks alone', () => {
    const next = run('price the PM at $165');
    expect(next.tasks).toEqual(PRICED.tasks);
    expect(describeChanges(PRICED, next)).toEqual([
      'Rate of Program Manager: $150.00 -> $165.00 (Company rate (set in chat))',
    ]);
    expect(describeChanges(PRICED, run('fee 8%'))).toEqual(['Fee: 0% -> 8%']);
    expect(describeChanges(PRICED, run('escalate 3% a year'))).toEqual(['Escalation: 0% -> 3% a year']);
  });

  it('takes several in one message and still reads hours per FTE', () => {
    const parsed = parseChatEdits('escalate 3% a year and set the fee to 8%', PRICED);
    expect(parsed.edits).toEqual([
      { op: 'set_escalation', percent: 3 },
      { op: 'set_wrap', wrap: 'fee', percent: 8 },
    ]);
    expect(run('use 1,920 hours per FTE').hoursPerFte).toBe(1920);
    expect(run('cut the developers by 10%').pricing).toEqual(PRICED.pricing);
  });

  it('asks for a rate card first when the plan has no pricing, and asks who to price', () => {
    const intent = parseChatIntent('fee 8%', NAVY);
    expect(intent.kind).toBe('edit');
    if (intent.kind !== 'edit') return;
    expect(applyChatEdit(NAVY, intent.edit)).toEqual({
      ok: false,
      errors: [expect.stringContaining('This plan has no pricing yet')],
    });
    expect(parseChatIntent('price it at $165', PRICED)).toMatchObject({
      kind: 'unknown',
      reason: expect.stringContaining('tell me which task to price'),
    });
  });
});
