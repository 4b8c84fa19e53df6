import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

// Invented background counts of the customer's own activity beside a scope of other work: the
// count is no unit of the contractor's work and sizes nothing. Six domains; must-not-fire:
// the same counts when the contractor's requirements act on them.
const CASES = [
  {
    name: 'hospital visits beside biomedical maintenance',
    background:
      'The Medical Center is a 120-bed facility that handles approximately 75,760 patient visits per year.',
    scope:
      'The Contractor shall perform preventive maintenance and repair of the biomedical equipment in the inventory.',
    count: '75,760',
  },
  {
    name: 'library circulation beside HVAC service',
    background: 'The Library circulated about 410,000 items per year across its branches.',
    scope: 'The Contractor shall maintain and repair the heating, ventilation and air conditioning systems.',
    count: '410,000',
  },
  {
    name: 'claims office beside janitorial work',
    background: 'The regional office processes approximately 120,000 claims per year.',
    scope: 'The Contractor shall clean the office space, restrooms and break rooms every workday.',
    count: '120,000',
  },
  {
    name: 'airport passengers beside grounds care',
    background: 'The airport served over 2,100,000 passengers per year.',
    scope: 'The Contractor shall mow, trim and edge the airfield grounds and landscaped areas.',
    count: '2,100,000',
  },
  {
    name: 'clinic immunizations beside medical waste hauling',
    background: 'The clinic administers about 18,000 immunizations per year.',
    scope: 'The Contractor shall collect, transport and dispose of regulated medical waste weekly.',
    count: '18,000',
  },
  {
    name: 'help desk tickets beside a cabling job',
    background: 'The help desk received approximately 36,000 tickets per year.',
    scope: 'The Contractor shall install and certify new network cabling in the office buildings.',
    count: '36,000',
  },
  {
    name: 'visitor centre beside security alarm monitoring',
    background: 'The visitor center welcomed approximately 650,000 visitors per year.',
    scope:
      'The Contractor shall monitor the intrusion detection and fire alarm systems and dispatch responders.',
    count: '650,000',
  },
];

const doc = (background: string, scope: string) =>
  `# Performance Work Statement\n\n## 1. Background\n\n${background}\n\n## 2. Scope\n\n${scope}\n\n## 3. Period of Performance\n\nBase year 1 October 2030 through 30 September 2031, and four option years.\n`;
const plan = (text: string) =>
  buildPlan(readSolicitation({ primary: { name: 'pws.md', text } }), { texts: [text] });
const sizedBy = (p: ReturnType<typeof plan>, count: string) =>
  p.tasks.some((t) => `${t.mathRationale ?? ''} ${t.basis ?? ''}`.includes(count));

describe("the customer's own activity sizes nothing", () => {
  it.each(CASES)('$name', ({ background, scope, count }) => {
    const p = plan(doc(background, scope));
    expect(sizedBy(p, count)).toBe(false);
    expect(p.tasks.some((t) => /registered nurse/i.test(t.lcat))).toBe(false);
  });
});

describe('the same counts when the work acts on them (must not fire)', () => {
  it.each([
    [
      'The help desk received approximately 36,000 tickets per year.',
      'The Contractor shall answer, log and resolve each ticket at the service desk.',
      '36,000',
    ],
    [
      'The data center, which hosts 350 servers, is operated by the Contractor.',
      'The Contractor shall operate and maintain the data center.',
      '350 servers',
    ],
    [
      'The Center handles approximately 40,000 calls per year.',
      'The Contractor shall answer each call and resolve the caller questions.',
      '40,000',
    ],
  ])('%s', (background, scope, count) => {
    expect(sizedBy(plan(doc(background, scope)), count)).toBe(true);
  });
});
