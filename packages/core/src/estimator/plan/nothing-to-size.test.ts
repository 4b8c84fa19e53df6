import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

// Invented services with nothing to size: quantities of one used only to evaluate prices, work
// ordered on request whose volume the documents (or a Q&A) say nobody knows. The honest plan is
// short, names no manager the documents do not ask for, is low, and asks how many a year and
// how long one takes. Seven domains, table and prose schedules; must-not-fire look-alikes.
const PERIODS = 'Period of performance: one base year from 1 January 2031 and four option years.';

function tableDoc(scope: string, items: string[], note: string, qa = ''): string {
  const rows = items.map((d, i) => `| 000${i + 1} | ${d} | 1 | EA | | |`).join('\n');
  return `# Statement of Work\n\n## 1. Scope\n\n${scope}\n\n## 2. Tasks\n\n2.1 Schedule the work within five (5) business days of each request.\n\n2.2 Perform the work and record the findings.\n\n2.3 Provide a quarterly summary of the work performed.\n\n## 3. Price Schedule\n\n| CLIN | Description | Qty | Unit | Unit Price | Extended |\n|---|---|---|---|---|---|\n${rows}\n\n${note}\n\n${qa ? `## 4. Questions and Answers\n\n${qa}\n\n` : ''}## 5. Period of Performance\n\n${PERIODS}\n`;
}

function proseDoc(scope: string, items: string[], note: string): string {
  const rows = items.map((d, i) => `CLIN 000${i + 1} ${d}, Quantity 1`).join('\n');
  return `PERFORMANCE WORK STATEMENT\n\n1. SCOPE. ${scope}\n\n2. SCHEDULE OF PRICES\n\n${rows}\n\n${note}\n\n3. PERIOD OF PERFORMANCE. ${PERIODS}\n`;
}

const CASES: { name: string; text: string; unit: RegExp; evaluation: boolean; role?: RegExp }[] = [
  {
    name: 'ergonomic assessments (table, Q&A)',
    text: tableDoc(
      'The Contractor shall perform individual workstation ergonomic assessments for employees on request and provide a written report of each assessment.',
      ['Individual ergonomic assessment', 'Follow-up assessment'],
      'Quantities are for evaluation purposes only.',
      'Q1. How many assessments are expected each year?\nA1. The number of assessments is unknown; assessments will be ordered as needed.',
    ),
    unit: /assessment/i,
    evaluation: true,
  },
  {
    name: 'organ and carillon tuning (prose)',
    text: proseDoc(
      "The Contractor shall tune, regulate and repair the chapel pipe organ and the carillon on request of the Chaplain's office. Work shall be performed by a qualified organ technician.",
      [
        'Organ tuning visit, per visit',
        'Carillon inspection and adjustment, per visit',
        'Emergency repair, per hour',
      ],
      "The quantities above are used only for price evaluation and do not represent the Government's requirement.",
    ),
    unit: /visit/i,
    evaluation: true,
    role: /organ technician/i,
  },
  {
    name: 'hardware repair calls (table)',
    text: tableDoc(
      'The Contractor shall provide on-site repair of network printers and scanners as requested by the help desk.',
      ['On-site repair call', 'Depot repair'],
      'The Government cannot estimate the number of repair calls.',
    ),
    unit: /repair call/i,
    evaluation: false,
  },
  {
    name: 'interpreter sessions (prose, no schedule)',
    text: `STATEMENT OF WORK\n\n1. SCOPE. The Contractor shall provide sign language interpreter sessions for patients and staff as requested by the clinic.\n\n2. VOLUME. The number of sessions is unknown and will vary with patient needs.\n\n3. PERIOD. ${PERIODS}\n`,
    unit: /session/i,
    evaluation: false,
  },
  {
    name: 'wildlife call-outs (table)',
    text: tableDoc(
      'The Contractor shall respond to nuisance wildlife call-outs at the installation as needed and remove or relocate the animals.',
      ['Wildlife removal call-out', 'Carcass disposal'],
      'The quantities shown are for price evaluation only.',
    ),
    unit: /call-out/i,
    evaluation: true,
  },
  {
    name: 'custom training sessions (prose)',
    text: proseDoc(
      'The Contractor shall design and deliver custom safety training sessions on request of the Safety Office.',
      ['Custom training session, per session', 'Course materials, per participant'],
      'Quantities are for evaluation purposes only and are not an estimate of the sessions the Government will order.',
    ),
    unit: /session/i,
    evaluation: true,
  },
  {
    name: 'emergency roof leak repairs (table)',
    text: tableDoc(
      'The Contractor shall make emergency roof leak repairs at the campus buildings when called by the facility manager.',
      ['Emergency roof leak repair', 'After-hours call surcharge'],
      'Quantities are for evaluation purposes only.',
    ),
    unit: /roof leak repair/i,
    evaluation: true,
  },
];

const plan = (text: string) =>
  buildPlan(readSolicitation({ primary: { name: 'sow.md', text } }), { texts: [text] });
const asked = (p: ReturnType<typeof plan>) =>
  [...(p.openQuestions ?? []).map((q) => String(q.question ?? q)), ...(p.assumptions ?? [])].join('\n');

describe('nothing to size: a short, low plan that asks', () => {
  it.each(CASES)('$name', ({ text, unit, evaluation, role }) => {
    const p = plan(text);
    expect(p.tasks.length).toBeGreaterThan(0);
    expect(p.tasks.length).toBeLessThanOrEqual(6);
    expect(p.tasks.some((t) => /\b(?:project|program) manager\b/i.test(t.lcat))).toBe(false);
    expect(p.confidence?.level).toBe('low');
    const q = asked(p);
    expect(q).toMatch(/how many [^?]* a year/i);
    expect(q).toMatch(/how long does one/i);
    expect(q).toMatch(unit);
    if (evaluation) expect(q).toMatch(/evaluation only/i);
    if (role) expect(p.tasks.some((t) => role.test(t.lcat))).toBe(true);
  });
});

describe('work that has something to size (must not fire)', () => {
  it('a quantity-one lot of real, counted work', () => {
    const text = `# Statement of Work\n\n## 1. Scope\n\nThe Contractor shall clean the office buildings every workday. The buildings total 240,000 square feet of office space, cleaned daily.\n\n## 2. Price Schedule\n\n| CLIN | Description | Qty | Unit |\n|---|---|---|---|\n| 0001 | Janitorial services, base year | 1 | LOT |\n\n## 3. Period\n\n${PERIODS}\n`;
    const p = plan(text);
    expect(asked(p)).not.toMatch(/Nothing in the documents sizes the work/);
  });

  it('a stated yearly volume ordered on request', () => {
    const text = `# Statement of Work\n\n1. The Contractor shall perform ergonomic assessments on request. The agency expects about 1,200 assessments a year; each assessment takes about three (3) hours including the report.\n\n2. ${PERIODS}\n`;
    const p = plan(text);
    expect(asked(p)).not.toMatch(/Nothing in the documents sizes the work/);
  });

  it('a manager the documents ask for stays', () => {
    const text = tableDoc(
      'The Contractor shall perform ergonomic assessments on request. The Contractor shall designate a Program Manager (key personnel) responsible for all work under this contract.',
      ['Individual ergonomic assessment'],
      'Quantities are for evaluation purposes only.',
    );
    const p = plan(text);
    expect(p.tasks.some((t) => /program manager/i.test(t.lcat))).toBe(true);
  });

  it('stated staffing with an unknown number of orders', () => {
    const text = `# Statement of Work\n\n1. This is an IDIQ contract; the number of task orders is unknown.\n\n2. The Contractor shall provide three (3) full-time Help Desk Technicians on site.\n\n3. ${PERIODS}\n`;
    const p = plan(text);
    expect(asked(p)).not.toMatch(/Nothing in the documents sizes the work/);
  });
});
