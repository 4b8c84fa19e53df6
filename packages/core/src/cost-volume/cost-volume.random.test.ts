import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIBREOFFICE_TIMEOUT_MS, sheetsOfEach, stripCachedValues } from '../../test/office/libreoffice';
import { type PricingInput, PricingSchema } from '../pricing/schemas';
import { type CostVolumePlan, COST_VOLUME_SHEETS, linesLayout, toCostVolume } from './index';

const cents = fc.integer({ min: 1_000, max: 30_000 }).map((c) => (c / 100).toFixed(2));
const percent = fc.integer({ min: 0, max: 4_000 }).map((p) => (p / 100).toString());
const hours = fc.integer({ min: 0, max: 300_000 }).map((h) => h / 100);
const names = ['Base Year', 'Option Year 1', 'Option Year 2'];

const scenario = fc.record({
  contractType: fc.constantFrom('FFP' as const, 'T&M' as const, 'CPFF' as const),
  rates: fc.array(fc.tuple(cents, fc.option(percent, { nil: undefined })), { minLength: 6, maxLength: 6 }),
  lines: fc.array(fc.tuple(fc.nat(5), fc.boolean(), fc.array(hours, { minLength: 3, maxLength: 3 })), {
    minLength: 60,
    maxLength: 60,
  }),
  wraps: fc.tuple(percent, percent, percent, percent, fc.boolean(), fc.boolean()),
  escalation: percent,
  compounding: fc.constantFrom('whole-years' as const, 'fractional' as const),
  startMonth: fc.integer({ min: 1, max: 12 }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

/** The plan and pricing of one sampled scenario. */
function scenarioInput(s: Scenario): {
  plan: CostVolumePlan;
  input: PricingInput;
} {
  const plan: CostVolumePlan = {
    periodOfPerformance: { months: 36, periods: names.map((name) => ({ name, months: 12 })) },
    tasks: s.lines.map(([lcat, key, h], i) => ({
      taskId: String(i + 1),
      lcat: `LCAT ${lcat}`,
      hours: h[0] ?? 0,
      keyPersonnel: key,
      periods: names.map((name, k) => ({ name, hours: h[k] ?? 0 })),
    })),
  };
  const [fringe, overhead, ga, fee, ohOnDirect, gaOnDirect] = s.wraps;
  const input: PricingInput = {
    contractType: s.contractType,
    rateCard: s.rates.map(([rate, own], i) => ({
      lcat: `LCAT ${i}`,
      rate,
      source: { kind: 'company' as const },
      ...(own === undefined ? {} : { escalationPercent: own }),
    })),
    wraps: {
      fringe: { percent: fringe },
      overhead: { percent: overhead, base: ohOnDirect ? 'direct-labor' : 'direct-labor-plus-fringe' },
      ga: { percent: ga, base: gaOnDirect ? 'direct-labor' : 'total-cost-input' },
      fee: { percent: fee },
    },
    escalation: { percent: s.escalation, ratesAsOf: '2026-01-15', compounding: s.compounding },
    contractStart: `2026-${String(s.startMonth).padStart(2, '0')}-01`,
  };
  return { plan, input };
}

describe('random plans recalculated by LibreOffice', { timeout: LIBREOFFICE_TIMEOUT_MS }, () => {
  // Three seeded scenarios (recalculated together in one LibreOffice run, which costs seconds of
  // start-up): odd rates, hundredths of hours, wrap and escalation percents with decimals, both
  // compounding rules, every contract type.
  const samples = fc.sample(scenario, { numRuns: 3, seed: 14 });
  let built: Awaited<ReturnType<typeof toCostVolume>>[] = [];
  let lineSheets: string[][][] = [];
  beforeAll(async () => {
    built = await Promise.all(
      samples.map((s) => {
        const { plan, input } = scenarioInput(s);
        return toCostVolume(plan, PricingSchema.parse(input));
      }),
    );
    lineSheets = sheetsOfEach(built.map(({ bytes }) => stripCachedValues(bytes))).map(
      (sheets) => sheets[COST_VOLUME_SHEETS.lines] ?? [],
    );
  }, LIBREOFFICE_TIMEOUT_MS);

  samples.forEach((s, n) => {
    it(`scenario ${n + 1} (${s.contractType}, ${s.compounding}) equals pricePlan to the cent on every line`, () => {
      const { priced } = built[n] as (typeof built)[number];
      const rows = lineSheets[n] ?? [];
      const L = linesLayout(priced);
      const col = (letter: string) => letter.charCodeAt(0) - 65;
      const sheet = priced.lines.map((_, i) =>
        names.map((__, k) => Number(rows[i + 1]?.[col(L.cost(k))]).toFixed(2)),
      );
      expect(sheet).toEqual(priced.lines.map((line) => line.periods.map((c) => c.cost)));
      expect(Number(rows[L.priceRow - 1]?.[col(L.totalCost)]).toFixed(2)).toBe(priced.total.price);
    });
  });
});
