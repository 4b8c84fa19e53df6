import { describe, expect, it } from 'vitest';
import { GeneratedPlanSchema } from '../schemas/plan';
import { buildDigest } from './digest';
import { estimatePlan } from './estimate';

const PWS = [
  '## 1.0 Scope',
  'The contractor shall provide armed guard services at the campus.',
  '## 3.2 Period of Performance',
  'The period of performance is one base year and four (4) option years.',
  '## 3.3 Place of Performance',
  'The place of performance is 100 Main Street, Springfield, IL.',
  '## C.4 Console',
  'The contractor shall staff the security console 24x7. The contractor shall patrol the perimeter.',
  '## C.5 Transition',
  'The contractor shall perform all necessary transition activities.',
].join('\n');

describe('estimatePlan', () => {
  it('returns a valid plan that says its hours are estimated and why', () => {
    const plan = estimatePlan({ primary: { name: 'pws.md', text: PWS } });
    expect(GeneratedPlanSchema.safeParse(plan).success).toBe(true);
    expect(plan.staffingSource).toBe('estimated');
    expect(plan.hoursPerFte).toBe(1880);
    expect(plan.periodOfPerformance?.months).toBe(60);
    expect(plan.tasks.find((t) => t.unit === 'post')).toMatchObject({
      lcat: 'Security Guard',
      hours: 8760,
      mathRationale: '1 post x 24 h x 365 d = 8,760',
      hoursSource: 'derived',
      location: '100 Main Street, Springfield, IL',
    });
    expect(plan.thinkingProcess).toContain('No staffing stated');
    expect(plan.confidence?.level).toBe('medium');
    expect(plan.coverage?.unmappedRequirements).toEqual([]);
    expect(plan.requirements?.length).toBeGreaterThanOrEqual(4);
  });

  it('streams thinking lines as it goes, the first before any heavy work', () => {
    const lines: string[] = [];
    let firstAt = -1;
    const big = `${PWS}\n${'The contractor shall maintain the records of every visit. '.repeat(6000)}`;
    const start = performance.now();
    const plan = estimatePlan(
      { primary: { text: big } },
      {
        onThinking: (line) => {
          if (firstAt < 0) firstAt = performance.now() - start;
          lines.push(line);
        },
      },
    );
    expect(firstAt).toBeGreaterThanOrEqual(0);
    expect(firstAt).toBeLessThan(50);
    expect(lines[0]).toMatch(/^Reading 1 document \(3\d\d,\d{3} characters\)/);
    expect(lines.join('\n')).toBe(plan.thinkingProcess);
  });

  it('is deterministic, applies the FTE target and instructions, and says so', () => {
    const input = { primary: { text: PWS }, fteTarget: 3, customInstructions: 'Exclude transition' };
    const a = estimatePlan(input);
    expect(estimatePlan(input)).toEqual(a);
    expect(a.tasks.some((t) => t.workArea === 'Transition')).toBe(false);
    expect(a.thinkingProcess).toMatch(/FTE target 3: rescaled the non-key tasks/);
    expect(a.thinkingProcess).toContain('Instruction "Exclude transition": applied');
  });

  it('prefers stated staffing and names the source', () => {
    const plan = estimatePlan({
      primary: {
        text: `${PWS}\n## L.5 Level of Effort\nThe Government estimates this requirement at 3 FTE per year.`,
      },
    });
    expect(plan.staffingSource).toBe('stated');
    expect(plan.tasks.reduce((s, t) => s + t.hours, 0)).toBeCloseTo(3 * 1880, -1);
    expect(plan.thinkingProcess).toContain('Stated effort (L.5)');
    expect(plan.tasks.every((t) => t.hoursSource === 'stated')).toBe(true);
  });
});

describe('buildDigest', () => {
  it('gives providers the facts with their quotes and the work-statement text, within a budget', () => {
    const filler =
      '## C.9 Records\nThe contractor shall maintain the records of every visit to the campus in the log. '.repeat(
        3500,
      );
    const digest = buildDigest({ primary: { text: `${PWS}\n${filler}` } });
    expect(digest.sections.map((s) => s.ref)).toContain('C.4');
    expect(digest.requirements.some((r) => r.ref === 'C.4')).toBe(true);
    expect(digest.model.periods?.totalMonths).toBe(60);
    expect(digest.text.startsWith('SOLICITATION MODEL')).toBe(true);
    expect(digest.text).toContain('The contractor shall staff the security console 24x7.');
    expect(filler.length).toBeGreaterThan(300_000);
    expect(digest.text.length).toBeLessThan(200_000);
  });
});
