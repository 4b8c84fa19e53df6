import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../../src/estimator/index';

/** Short inline solicitations in phrasings the fixture files do not use. */
const plan = (text: string) => {
  const p = estimatePlan({ primary: { name: 'doc', text } });
  return {
    ...p,
    hours: p.tasks.reduce((s, t) => s + t.hours, 0),
    roles: p.tasks.map((t) => t.lcat),
    rationales: p.tasks.map((t) => t.mathRationale).join('\n'),
  };
};

describe('estimator phrasings', () => {
  it('FTE figures next to roles are stated staffing and win over a 24x7 window', () => {
    const p = plan(
      '# PWS\n## 3.1 Staffing\nThe Contractor shall provide 2 FTE Help Desk Technicians and 1 FTE Network Engineer for the duration of the contract.\n## 3.2 Hours\nThe help desk shall operate 24x7.',
    );
    expect(p.staffingSource).toBe('stated');
    expect(p.hours).toBe(3 * 1880);
  });

  it('an estimated level of effort in hours goes to the manager and support staff, adding up exactly', () => {
    const p = plan(
      'C.1 SCOPE\nThe contractor shall provide financial management support services.\nC.2 LEVEL OF EFFORT\nThe estimated level of effort is 9,600 labor hours per year.\nC.3.1 The contractor shall reconcile accounts monthly.',
    );
    expect(p.staffingSource).toBe('stated');
    expect(p.hours).toBe(9600);
    expect(p.tasks.length).toBeGreaterThan(1);
  });

  it('a Markdown table of positions with hours per year', () => {
    const p = plan(
      '# SOW\n## 4. Staffing\n| Position | Quantity | Hours per Year |\n|---|---|---|\n| Site Manager | 1 | 2,080 |\n| Electrician | 2 | 4,160 |\n| HVAC Technician | 3 | 6,240 |',
    );
    expect(p.staffingSource).toBe('stated');
    expect(p.hours).toBe(12_480);
    expect(p.roles).toEqual(['Site Manager', 'Electrician', 'HVAC Technician']);
  });

  it('servers and workstations are sized by per-FTE ratios when nothing is stated', () => {
    const p = plan(
      '# Statement of Objectives\n## Objectives\n- Operate and maintain the data center, which hosts 350 servers.\n- Support approximately 8,000 workstations across the enterprise.\n- Provide Tier 1 help desk support to all end users.\n## Place of Performance\nWork will be performed at the Government site in Huntsville, AL.',
    );
    expect(p.staffingSource).toBe('estimated');
    expect(p.rationales).toContain('350 servers / 50 per FTE x 1,880 h = 13,160');
    expect(p.rationales).toContain('8,000 workstations / 500 per FTE x 1,880 h = 30,080');
    expect(p.tasks.every((t) => t.location === 'Huntsville, AL')).toBe(true);
  });

  it('a post schedule flattened into one paragraph gives one post per row', () => {
    const p = plan(
      'EXHIBIT A - POST SCHEDULE\nPost 1 - Main Entrance: 24 hours/day, 7 days/week (8,760 hours annually)\nPost 2 - Visitor Center: 10 hours/day, 5 days/week (2,600 hours annually)\nPost 3 - Roving Patrol: 8 hours/day, 7 days/week (2,920 hours annually)',
    );
    expect(p.staffingSource).toBe('stated');
    expect(p.tasks.map((t) => t.hours)).toEqual([8760, 2600, 2920]);
  });

  it('hours of operation as a clock range, options listed one by one, calls above the floor', () => {
    const p = plan(
      '1. PERIOD OF PERFORMANCE\nBase Period: 12 months\nOption Period 1: 12 months\nOption Period 2: 12 months\n2. HOURS OF OPERATION\nThe service desk shall be staffed Monday through Friday, 6:00 a.m. to 10:00 p.m. Eastern Time, excluding Federal holidays.\nThe service desk receives approximately 1,500 calls per month.',
    );
    expect(p.periodOfPerformance?.months).toBe(36);
    expect(p.thinkingProcess).toMatch(/16x5/);
    // 1,500 calls x 12 x 0.25 h = 4,500 h is above the 16 x 5 x 52 = 4,160 h floor.
    expect(p.rationales).toContain('1,500 calls/mo x 12 mo x 0.25 h = 4,500');
    expect(p.rationales).not.toMatch(/16 h x 5 d/);
  });

  it('a window above the workload keeps the floor instead', () => {
    const p = plan(
      '## 3 Service Desk\nThe service desk shall be staffed 24x7.\nThe service desk receives approximately 200 tickets per month.',
    );
    expect(p.rationales).toContain('1 post x 24 h x 365 d = 8,760');
    expect(p.rationales).not.toMatch(/tickets\/mo/);
  });

  it('approximately N FTEs over a five-year period', () => {
    const p = plan(
      'PERFORMANCE WORK STATEMENT\n1.0 PERIOD OF PERFORMANCE\nThe period of performance shall be five (5) years from the date of award.\n2.0 STAFFING\nThe Government anticipates that approximately 12 full-time equivalents (FTEs) will be required to perform this effort.',
    );
    expect(p.staffingSource).toBe('stated');
    expect(p.hours).toBe(12 * 1880);
    expect(p.periodOfPerformance?.months).toBe(60);
  });

  it('a minimum number of a role is stated staffing and wins over a ticket volume', () => {
    const p = plan(
      '# PWS\n## 2.1 Help Desk\nThe contractor shall staff the help desk with a minimum of four (4) technicians during core hours.\n## 2.2 Volume\nThe help desk handles an average of 3,000 tickets monthly.',
    );
    expect(p.staffingSource).toBe('stated');
    expect(p.roles).toEqual(['Help Desk Technician']);
    expect(p.hours).toBe(4 * 1880);
  });

  it('a Markdown CLIN table counts the base-period CLINs only; "36-month period of performance"', () => {
    const p = plan(
      '# RFQ\n## B.2 Price Schedule\n| CLIN | Description | Qty | Unit |\n|---|---|---|---|\n| 0001 | Program Manager | 1,920 | HR |\n| 0002 | Systems Engineer | 5,760 | HR |\n| 1001 | Program Manager (Option Year 1) | 1,920 | HR |\n## C.5 Period of Performance\nThis order has a 36-month period of performance.',
    );
    expect(p.staffingSource).toBe('stated');
    expect(p.hours).toBe(7680);
    expect(p.periodOfPerformance?.months).toBe(36);
  });

  it('courses "annually, each 16 hours long" are sized at twice the class hours', () => {
    const p = plan(
      '# Statement of Objectives\n## Objectives\n- Deliver approximately 30 courses annually, each 16 hours long.\n- Maintain the learning management system.\n## Place of Performance\nPlace of Performance: San Antonio, Texas.',
    );
    expect(p.staffingSource).toBe('estimated');
    expect(p.rationales).toContain('30 courses/yr x 32 h = 960');
    expect(p.tasks.every((t) => t.location === 'San Antonio, Texas')).toBe(true);
  });

  it('users of a product are not read as help desk tickets outside a help desk context', () => {
    const p = plan(
      '# SOO\n## 1 Background\nThe benefits portal serves approximately 50,000 users.\n## 2 Objectives\n- Develop new application features in two-week sprints.\n- Provide tier 2 help desk support for the application.',
    );
    expect(p.rationales).not.toMatch(/users/);
    expect(p.hours).toBeLessThan(10 * 1880);
  });
});

describe('stated effort without the work statement', () => {
  it.each([
    'REQUEST FOR QUOTATION\n1. GENERAL\nThe work is described in Attachment 1, Statement of Work.\n2. LEVEL OF EFFORT\nThe estimated level of effort is 6,000 labor hours per year.\n3. SUBMISSION\nQuotes shall be submitted by email. Quoters shall include a quality control plan.\n4. EVALUATION\nQuotes will be evaluated on technical approach and price.',
    'RFQ\nSECTION 1 - SCOPE\nThe requirement is set out in the Performance Work Statement at Attachment A.\nSECTION 2 - EFFORT\nThe Government estimates 6,000 labor hours per year.\nSECTION 3 - INSTRUCTIONS\nOfferors shall submit a technical volume and a price volume. Offerors shall submit resumes.',
  ])('goes to one line, not over boilerplate task areas: %#', (text) => {
    const p = plan(text);
    expect(p.hours).toBe(6000);
    expect(p.assumptions?.some((a) => /not uploaded/.test(a))).toBe(true);
    expect(p.tasks.filter((t) => !/manager/i.test(t.lcat)).length).toBe(1);
  });
});

describe('instructor plans ask about non-instructional time', () => {
  it.each([
    '# PWS\n## 2 Training\nThe contractor shall provide two (2) instructors to deliver 24 classes per year, each 40 hours long.',
    'C.3 The Contractor shall deliver 30 courses annually, each 16 hours long, taught by qualified trainers.',
    '| Position | Hours |\n|---|---|\n| Lead Instructor | 1,920 |\n| Instructor | 3,840 |',
  ])('%s', (text) => {
    const p = plan(text);
    expect(p.tasks.some((t) => /instructor|trainer/i.test(t.lcat))).toBe(true);
    expect(p.openQuestions?.some((q) => /non-instructional/.test(q.question))).toBe(true);
  });
});

describe('a stated team whose roles are named one by one', () => {
  it.each([
    'RFQ\n1. STAFFING\nThe Contractor shall perform the work with a team of three (3) persons in the following roles.\n\n| Role | Responsibilities |\n|---|---|\n| Study Lead (Key) | Leads the study |\n| Traffic Engineer | Models traffic |\n| Cost Estimator | Prices the options |\n\n2. PERIOD\nThe period of performance is 12 months.',
    'SOW\n3. Personnel\nThe team shall consist of two (2) personnel.\n\n| Position | Duties |\n|---|---|\n| Senior Evaluator | Designs the evaluation |\n| Data Analyst | Analyses the data |\n\n4. Period\nThe period of performance is one year.',
  ])('one line per named role, no manager added: %#', (text) => {
    const p = plan(text);
    expect(p.tasks.some((t) => /project manager|program manager/i.test(t.lcat))).toBe(false);
    expect(p.tasks.every((t) => t.hours === 1880)).toBe(true);
  });
});

describe('design work priced against the construction cost', () => {
  it.each([
    'Subj: REQUEST FOR FEE PROPOSAL\n1. Project data. Estimated construction cost (ECC) at award: $21,400,000.\n2. The A-E shall prepare 35% and 100% design submittals.',
    'SOW\n1. The contractor shall design the replacement hangar. The ECC is $8.2 million.',
    'SCOPE\nThe estimated cost of construction is between $5,000,000 and $10,000,000. The A-E shall provide design and construction documents.',
  ])('%#', (text) => {
    expect(plan(text).openQuestions?.some((q) => /6%.*construction cost/.test(q.question))).toBe(true);
  });
});
