import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimate';

// Snippets written for this test in many domains and layouts (numbered prose, Markdown, a
// scan's hard-wrapped lines with doubled spaces, table rows); none is from a corpus document.
// Each family is a term of the work that changes the hours and that the documents leave open.

const said = (text: string) => {
  const plan = estimatePlan({ primary: { name: 'rfq.txt', text } });
  return [...(plan.openQuestions ?? []).map((q) => q.question), ...(plan.assumptions ?? [])];
};
const raises = (text: string, re: RegExp) => said(text).some((s) => re.test(s));

type Layout = (heading: string, body: string) => string;
const LAYOUTS: [string, Layout][] = [
  ['numbered prose', (h, b) => `3. ${h.toUpperCase()}\n\n3.1 ${b}\n`],
  ['markdown', (h, b) => `## 3. ${h}\n\n${b}\n`],
  [
    'scan lines',
    (h, b) =>
      `SECTION 3  ${h.toUpperCase()}\n${b
        .replace(/ (?=\S{4,} \S{4,} )/g, '  ')
        .replace(/(.{60,70}) /g, '$1\n')}\n     Page 3 of 9\n`,
  ],
];

const doc = (scope: string, heading: string, body: string, layout: Layout) =>
  `REQUEST FOR QUOTATION\n\n1. SCOPE\n\n1.1 ${scope}\n\n${layout(heading, body)}\n4. PERIOD OF PERFORMANCE\n\n4.1 One base year and two option years of twelve months each.\n`;

const SCOPES = [
  'The Contractor shall provide translation and interpretation services for the regional benefits offices.',
  'The Contractor shall provide soil and materials testing for highway projects in the district.',
  'The Contractor shall provide veterinary laboratory diagnostic services for the state herds.',
  'The Contractor shall provide records digitization and indexing for the county archives.',
];

// ---- an ordering vehicle that commits to no quantity -------------------------------------------
const VEHICLES = [
  'This is a single-award indefinite-delivery/indefinite-quantity (IDIQ) contract; work will be ordered by task orders.',
  'The Government intends to establish up to three Blanket Purchase Agreements (BPAs); work will be ordered by calls.',
  'The resulting contract is a requirements contract under FAR 16.503; work will be ordered by delivery orders.',
];
const NO_COMMITMENT = [
  'The Government is unable to estimate the number of orders that will be issued in any year.',
  'The Government does not guarantee any number of orders beyond the minimum of $5,000.',
  'The guaranteed minimum is $2,500 and the maximum is $3,200,000; neither figure is an estimate of the work.',
  'The agency cannot predict how many orders will be placed or when.',
  'The Government does not know how many orders will be needed; the number depends on funding.',
  'The estimated value of $1,750,000 is not a guarantee; the Government is obligated only for orders actually placed.',
];

describe('an ordering vehicle that commits to no quantity of work', () => {
  const cases = VEHICLES.flatMap((v, i) =>
    NO_COMMITMENT.map((n, j) => {
      const [name, layout] = LAYOUTS[(i + j) % LAYOUTS.length] as [string, Layout];
      return [
        `${name} ${i}.${j}`,
        doc(SCOPES[(i + j) % SCOPES.length] ?? '', 'Ordering', `${v} ${n}`, layout),
      ];
    }),
  );
  it.each(cases)('says the quantity of orders is not known (%s)', (_, text) => {
    expect(
      raises(
        text,
        /\b(?:orders?|calls?|quantit\w*)\b.{0,120}\b(?:not|no)\b.{0,60}\b(?:commitment|estimate|stated|guarantee)/i,
      ),
    ).toBe(true);
  });

  it.each([
    [
      'a firm quantity',
      'The Contractor shall test 240 soil samples each year. Firm-fixed-price; the quantities are firm.',
    ],
    [
      'an IDIQ with an estimate from history',
      'This is an IDIQ contract. Based on the last three years the Government estimates 40 task orders a year, about 3,000 hours.',
    ],
    [
      'an IDIQ with estimates from history',
      'This is an IDIQ contract. The estimated annual quantities are based on three years of history and are not guaranteed.',
    ],
    [
      'a guarantee of something else',
      'Submission of a quotation does not guarantee an award. The Contractor shall digitize 90,000 pages a year.',
    ],
  ])('stays quiet for %s', (_, body) => {
    expect(
      raises(
        doc(SCOPES[0] ?? '', 'Ordering', body, LAYOUTS[0]?.[1] as Layout),
        /commit(?:s|ment) to no quantity|not a commitment of orders/i,
      ),
    ).toBe(false);
  });
});

// ---- quantities the Government uses only to evaluate prices -----------------------------------
const EVALUATION = [
  'For evaluation only, the Government will multiply the unit prices by hypothetical quantities (Item 1: 40; Item 2: 12) that are not estimates of orders.',
  "The quantities in the price schedule are notional, for price evaluation purposes only, and do not represent the Government's requirements.",
  'Offerors shall price the sample task order in Attachment 4; it is used for evaluation only and is not an estimate of the work.',
  'Evaluation quantities are 500 hours per labor category. These quantities are hypothetical and are not a commitment.',
  'The evaluated price is the sum of the unit prices times the evaluation quantities below, which are illustrative only and not a forecast of orders.',
  'Price will be evaluated using assumed quantities (20 site visits, 6 reports); these are not estimates and shall not be used to size the staff.',
];

describe('quantities used only to evaluate prices', () => {
  it.each(EVALUATION.map((e, i) => [i, e]))('says they are not the workload (%s)', (i, body) => {
    const layout = LAYOUTS[Number(i) % LAYOUTS.length]?.[1] as Layout;
    const text = doc(SCOPES[Number(i) % SCOPES.length] ?? '', 'Price evaluation', String(body), layout);
    expect(raises(text, /evaluat\w+ (?:only|price)|hypothetical|not (?:an estimate|the workload)/i)).toBe(
      true,
    );
  });

  it.each([
    "The estimated quantities below are the Government's best estimate of annual requirements and will be used for evaluation.",
    'Offerors shall submit one price for evaluation, covering all work in the PWS.',
    "The quantities shown are the Government's estimates, for evaluation purposes only.",
    'The estimated quantity is for evaluation only and is not a guarantee of orders.',
  ])('stays quiet for real estimates or a plain price: %s', (body) => {
    const text = doc(SCOPES[1] ?? '', 'Price evaluation', body, LAYOUTS[1]?.[1] as Layout);
    expect(raises(text, /used only to evaluate|are not the workload/i)).toBe(false);
  });
});

// ---- work away from the duty station ----------------------------------------------------------
const TRAVEL = [
  "Travel between the Contractor's base and the work sites is not counted in the work hours and is at the Contractor's expense.",
  'Mileage and travel time to the project sites will not be reimbursed; include them in your unit prices.',
  'The Contractor shall provide its own transportation to the remote stations; per diem and lodging are not separately payable.',
  'Commuting time to the field sites is not billable and shall not be charged to this order.',
  'No separate payment will be made for travel, lodging or vehicles to reach the work locations; these costs shall be included in the daily rate.',
  'Crews drive to the survey areas each day at their own cost; the drive is not part of the eight-hour field day.',
];

describe('travel to the work that the hours do not cover', () => {
  it.each(TRAVEL.map((t, i) => [i, t]))('asks how travel is priced (%s)', (i, body) => {
    const layout = LAYOUTS[Number(i) % LAYOUTS.length]?.[1] as Layout;
    const text = doc(SCOPES[(Number(i) + 2) % SCOPES.length] ?? '', 'Work sites', String(body), layout);
    expect(raises(text, /travel\b.{0,200}\b(?:per diem|mileage|vehicles?|drive time)/i)).toBe(true);
  });

  it.each([
    "All work is performed at the Government's offices at 100 Main Street, Springfield; no travel is required.",
    'Travel is reimbursed at cost under CLIN 0003 in accordance with the Federal Travel Regulation.',
    'The three buildings are within one city block; staff walk between them.',
    'Travel is not labor and is not counted in the hours above; it is priced under CLIN 0004.',
  ])("stays quiet when travel is not the offeror's cost: %s", (body) => {
    const text = doc(SCOPES[3] ?? '', 'Work sites', body, LAYOUTS[0]?.[1] as Layout);
    expect(raises(text, /is not in the hours/i)).toBe(false);
  });
});

// ---- work outside the normal hours -------------------------------------------------------------
const OFF_HOURS = [
  'If the clinic schedule prevents testing during the day, the Government may direct that the remaining samples be processed on an evening shift; the decision will be made at the kickoff meeting.',
  'Some inspections may have to be performed at night or on weekends to avoid disrupting operations, as directed by the COR.',
  'The Contractor may be required to work a second shift during the peak season.',
  'Work in occupied areas shall be performed after normal duty hours (after 6:00 p.m.) when the COR so directs.',
  'Overtime and weekend work may be needed to meet the court deadlines.',
  'Occasional Saturday work may be required when a backlog builds up.',
];

describe('work the Government may direct outside the normal hours', () => {
  it.each(OFF_HOURS.map((o, i) => [i, o]))('asks how it is priced (%s)', (i, body) => {
    const layout = LAYOUTS[Number(i) % LAYOUTS.length]?.[1] as Layout;
    const text = doc(
      SCOPES[Number(i) % SCOPES.length] ?? '',
      'Hours of work',
      `Normal work hours are 7:30 a.m. to 4:00 p.m., Monday through Friday. ${body}`,
      layout,
    );
    expect(raises(text, /outside the normal hours.{0,200}(?:differential|premium|overtime)/i)).toBe(true);
  });

  it.each([
    'Normal work hours are 7:30 a.m. to 4:00 p.m., Monday through Friday.',
    'No evening or weekend work is required under this order.',
    'The Contractor shall not work at night or on weekends.',
    'If a holiday falls on a Saturday, it is observed on the preceding Friday.',
    'Only the Contracting Officer may order overtime hours.',
    'Holiday premium pay, if any, is included in the quoted rates.',
  ])('stays quiet for a plain window or a ban: %s', (body) => {
    const text = doc(SCOPES[2] ?? '', 'Hours of work', body, LAYOUTS[1]?.[1] as Layout);
    expect(raises(text, /outside the normal hours/i)).toBe(false);
  });
});

// ---- a production rate the documents leave to the offeror --------------------------------------
const ASKED = [
  'The quoter shall state its assumptions (for example, hours per translation, per hearing or per glossary).',
  'The technical approach shall state the crew size and daily production in acres per crew-day by cover type.',
  'Offerors shall propose a realistic production rate for each type of sample.',
  'Describe the staffing approach, including the number of pages each technician will index per hour.',
  "The Government has no production standard for this work; the offeror's productivity assumptions will be evaluated.",
  'The Government does not state a time per record; offerors shall state the hours per record they assume.',
];

describe('a production rate the documents ask the offeror for', () => {
  it.each(ASKED.map((a, i) => [i, a]))("says the plan's rate is its own assumption (%s)", (i, body) => {
    const layout = LAYOUTS[Number(i) % LAYOUTS.length]?.[1] as Layout;
    const text = doc(SCOPES[Number(i) % SCOPES.length] ?? '', 'Staffing', String(body), layout);
    expect(raises(text, /production rate.{0,200}assum/i)).toBe(true);
  });

  it.each([
    'Allow 2.0 labor-hours per manhole inspected; the rate includes all personnel.',
    "Offerors shall use the Government's production rate of 1.5 hours per record.",
    'The quoter shall state its price per page.',
    'The offeror shall state the number of productive hours per full-time employee it has used.',
  ])('stays quiet when the rate is stated or only a price is asked: %s', (body) => {
    const text = doc(SCOPES[3] ?? '', 'Staffing', body, LAYOUTS[0]?.[1] as Layout);
    expect(raises(text, /ask each offeror for its own production rate/i)).toBe(false);
  });
});
