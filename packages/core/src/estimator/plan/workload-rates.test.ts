import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../index';
import { readSolicitation } from '../../solicitation/index';
import { volumeItems } from './stated-rates';
import { readHistoricalStaff, readUnitRates } from './workload-rates';
import { timedVolumes } from './workload-volumes';

describe('readUnitRates: a time named per item, a time to assume, items per hour or day', () => {
  it.each([
    ['The average time per claim file is 12 minutes.', 'claim file', 12],
    ['Processing time for each permit application averages 2.5 hours.', 'permit application', 150],
    ['Offerors shall assume twenty (20) minutes for each meter reading.', 'meter reading', 20],
    ['Allow 1.5 hours per site visit, travel excluded.', 'site visit', 90],
    ['Productivity has averaged 45 invoices per hour.', 'invoices', 60 / 45],
    ['The cleaning standard is 3,200 square feet per labor hour.', 'square feet', 60 / 3200],
    ['One mail clerk can sort 900 pieces per day.', 'pieces', (8 * 60) / 900],
  ])('%s', (text, subject, minutes) => {
    const [rate] = readUnitRates([text]);
    expect(rate?.subject).toContain(subject);
    expect(rate?.minutes).toBeCloseTo(minutes, 2);
  });

  it.each([
    'The help desk receives 300 calls per day.',
    'Offerors should assume 40 hours per week for each position.',
    'The technical volume shall not exceed 25 pages.',
    'Incoming shipments arrive 12 pallets per day on average.',
  ])('must not read a rate in: %s', (text) => {
    expect(readUnitRates([text])).toEqual([]);
  });
});

describe('readHistoricalStaff: the staff that did the workload before', () => {
  it.each([
    ['Historically, this workload has been performed by four (4) full-time employees.', 4],
    ['The incumbent currently performs the work with 3.5 FTEs.', 3.5],
    ['In the past year the intake volume was processed by a staff of 6 full-time equivalents.', 6],
    ['These inspections have been completed by two (2) technicians under the prior contract.', 2],
  ])('%s', (text, fte) => {
    expect(readHistoricalStaff([text])[0]?.fte).toBe(fte);
  });

  it.each([
    'The program office has 14 Government employees who historically manage policy.',
    'The Contractor shall provide 4 full-time employees to perform this work.',
    'The agency processes 40,000 records with its own systems.',
  ])('must not read history in: %s', (text) => {
    expect(readHistoricalStaff([text])).toEqual([]);
  });
});

const doc = (
  work: string,
  periods = 'one (1) twelve-month base period and two (2) twelve-month option periods',
) =>
  `SECTION C\n\nC.1 SCOPE\n\nThe Contractor shall digitize agency files.\n\nC.2 PERIOD OF PERFORMANCE\n\nThe period of performance consists of ${periods}.\n\nC.3 WORKLOAD\n\n${work}\n`;

describe('timedVolumes: totals over the term, backlogs, volumes by period and by month', () => {
  it.each([
    [
      'The Contractor shall image a total of 90,000 microfiche cards over the period of performance.',
      30000,
      undefined,
    ],
    ['Over the three-year contract term, the agency expects a total of 4,500 site surveys.', 1500, undefined],
    ['A backlog of twelve thousand (12,000) claim folders awaits indexing.', 12000, true],
    ['The Contractor shall clear the backlog of 7500 permit files within 120 days after award.', 7500, true],
  ])('%s', (text, value, once) => {
    const v = timedVolumes(readSolicitation({ primary: { name: 'pws', text: doc(text) } }));
    expect(v[0]?.value).toBe(value);
    expect(v[0]?.once).toBe(once);
  });

  it('reads a table of volumes by period, and one by month', () => {
    const byPeriod = doc(
      '| Period | Projected Permit Files |\n|---|---|\n| Base Year | 10,000 |\n| Option Year 1 | 11,000 |\n| Option Year 2 | 12,500 |',
    );
    expect(timedVolumes(readSolicitation({ primary: { name: 'pws', text: byPeriod } }))[0]?.byPeriod).toEqual(
      [10000, 11000, 12500],
    );
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const byMonth = doc(
      `| Month | Folders Scanned |\n|---|---|\n${months.map((m) => `| ${m} | 1000 |`).join('\n')}`,
    );
    expect(timedVolumes(readSolicitation({ primary: { name: 'pws', text: byMonth } }))[0]?.value).toBe(12000);
  });

  it.each([
    'The Contractor shall image 90,000 microfiche cards.',
    '| Period | Records Technicians |\n|---|---|\n| Base Year | 4 |\n| Option Year 1 | 4 |',
    'The agency holds a total of 90,000 microfiche cards in storage.',
  ])('must not read a timed volume in: %s', (text) => {
    const v = timedVolumes(readSolicitation({ primary: { name: 'pws', text: doc(text) } }));
    expect(v.filter((x) => x.once || x.byPeriod || /microfiche/.test(x.label))).toEqual([]);
  });
});

describe('plans from workload alone', () => {
  it('derives a backlog at the stated time per item, all in the first period', () => {
    const plan = estimatePlan({
      primary: {
        name: 'pws',
        text: doc(
          'A backlog of 6,000 claim folders awaits indexing. The average time per folder is 30 minutes.',
        ),
      },
    });
    const line = plan.tasks.find((t) => t.hoursSource === 'derived' && t.quantity === 6000);
    expect(line?.periods?.map((p) => p.hours)).toEqual([4000, 0, 0]);
    expect(plan.confidence?.level).toBe('medium');
  });

  it('derives hours from historical staffing of the stated volume', () => {
    const plan = estimatePlan({
      primary: {
        name: 'pws',
        text: doc(
          'The Contractor shall index about 2,000 claim folders per month. Historically, this workload has been performed by three (3) full-time employees.',
        ),
      },
    });
    const line = plan.tasks.find((t) => t.hoursSource === 'derived' && /folder/i.test(t.mathRationale));
    expect(line?.hours).toBe(3 * 1880);
  });

  it('asks for the rate when a domain rule sizes a volume the documents give no rate for', () => {
    const plan = estimatePlan({
      primary: {
        name: 'pws',
        text: doc(
          'The help desk receives approximately 3,000 calls per month.',
          'one (1) twelve-month base period',
        ),
      },
    });
    expect(plan.tasks.some((t) => t.hoursSource === 'derived')).toBe(true);
    expect(plan.openQuestions?.some((q) => /no rate/.test(q.question))).toBe(true);
  });
});

describe('volumeItems: a table with a row per place and one column of yearly counts', () => {
  const items = (table: string) => {
    const text = doc(table);
    return volumeItems(readSolicitation({ primary: { name: 'pws', text } }), [text]);
  };

  it.each([
    [
      '| Office | Annual Claims Received |\n|---|---|\n| Dover | 4,000 |\n| Camden | 6,000 |\n| Total | 10,000 |',
      'Claims Received',
      10000,
    ],
    [
      '| Location | Yearly Inspections |\n|---|---|\n| Hangar 3 | 900 |\n| Hangar 5 | 1,100 |',
      'Inspections',
      2000,
    ],
    [
      'Annual volumes by clinic:\n\n| Clinic | Lab Draws (per year) |\n|---|---|\n| North Clinic | 12000 |\n| South Clinic | 8000 |\n| Total | 20000 |',
      'Lab Draws',
      20000,
    ],
  ])('%s', (table, label, value) => {
    const [item] = items(table);
    expect(item?.label).toBe(label);
    expect(item?.value).toBe(value);
    expect(item?.places?.length).toBe(2);
  });

  it('must keep a row per item when the first column names work, not places', () => {
    const got = items('| Workload Item | Annual Volume |\n|---|---|\n| Claims | 4,000 |\n| Appeals | 600 |');
    expect(got.map((i) => i.label)).toEqual(['Claims', 'Appeals']);
  });
});

describe('volumeItems: what the text before a workload table says of its volumes', () => {
  const months = ['Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];
  const itemsOf = (text: string) => volumeItems(readSolicitation({ primary: { name: 'pws', text } }), [text]);

  it.each([
    [
      '4.2 The Contractor shall deliver a monthly status report.\n\n4.3 WORKLOAD DATA\n\nHistorical volumes:\n\n',
    ],
    ['C.6 Deliver monthly invoices.\n\nC.7 HISTORICAL WORKLOAD\n\n'],
    ['Reports are due monthly.\n\n'],
  ])('twelve month rows are a year, whatever "monthly" is said before: %#', (before) => {
    const table = `| Month | Permits Issued |\n|---|---|\n${months.map((m) => `| ${m} | 100 |`).join('\n')}`;
    const got = itemsOf(`${before}${table}\n`);
    expect(got.find((i) => /Permits/.test(i.label))?.value).toBe(1200);
  });

  it('must still read a monthly column under its own words as a month', () => {
    const text =
      '3.1 WORKLOAD\n\nThe monthly workload is shown below.\n\n| Office | Permits | Appeals |\n|---|---|---|\n| East | 100 | 10 |\n| West | 200 | 20 |\n';
    expect(itemsOf(text).find((i) => i.label === 'Permits')?.value).toBe(3600);
  });
});

describe('assumed productivities for counted work the documents give no rate for', () => {
  const planOf = (work: string) =>
    estimatePlan({ primary: { name: 'pws', text: doc(work, 'one (1) twelve-month base period') } });
  const derivedFor = (work: string, lcat: RegExp) =>
    planOf(work).tasks.find((t) => t.hoursSource === 'derived' && lcat.test(t.lcat));

  it.each([
    ['The Contractor shall adjudicate approximately 400 disability claims per month.', /Examiner/, 9600],
    ['Each year about 6,000 pension applications require an eligibility determination.', /Examiner/, 12000],
    ['The Contractor shall reconcile about 2,000 inventory records each month.', /Clerk/, 6000],
    ['Data entry: the annual volume is 30,000 transactions, keyed and verified.', /Clerk/, 7500],
    ['The Contractor shall install and image 1,200 laptops per year.', /Computer Technician/, 2400],
    ['The shuttle service runs about 3,000 passenger trips per year.', /Driver/, 4500],
  ])('%s', (work, lcat, hours) => {
    const line = derivedFor(work, lcat);
    expect(line?.hours).toBe(hours);
    expect(planOf(work).openQuestions?.length).toBeGreaterThan(0);
  });

  it.each([
    ['The mail room sorts 3,000 claims per month into bins.', /Examiner/],
    ['The archive holds 2,000,000 records in storage.', /Clerk/],
    ['The help desk supports 1,500 laptops across the agency.', /Computer Technician/],
    ['Staff make 12 trips per year to headquarters for meetings.', /Driver/],
  ])('must not size: %s', (work, lcat) => {
    expect(derivedFor(work, lcat)).toBeUndefined();
  });
});

describe('readUnitRates: a time bound to the count it follows, and follow-on shares of that count', () => {
  it.each([
    [
      'The Contractor shall perform approximately 1,800 backflow device tests a year, each taking about 45 minutes.',
      'backflow device tests',
      45,
    ],
    [
      'Staff conduct about 950 well inspections per year, each requiring approximately 2.5 hours on site.',
      'well inspections',
      150,
    ],
    ['The district expects 400 tree removals annually at about 3 hours per removal.', 'tree removals', 180],
    [
      'The Contractor shall also perform 60 cross-connection surveys a year at 6 hours each.',
      'cross-connection surveys',
      360,
    ],
  ])('%s', (text, subject, minutes) => {
    const [rate] = readUnitRates([text]);
    expect(rate?.subject).toBe(subject);
    expect(rate?.minutes).toBe(minutes);
    expect(rate?.share).toBeUndefined();
  });

  it('reads the follow-on items stated as a percent of the counted item, each at its own time', () => {
    const rates = readUnitRates([
      'The Contractor shall perform approximately 1,800 backflow device tests a year, each taking about 45 minutes. About 15 percent (270) of devices fail and require a repair at 2 hours each and a retest at 45 minutes.',
    ]);
    expect(rates.map((r) => [r.minutes, r.share?.fraction])).toEqual([
      [45, undefined],
      [120, 0.15],
      [45, 0.15],
    ]);
    expect(rates[1]?.share?.of).toBe('backflow device tests');
  });

  it('reads a share in the same sentence after a semicolon', () => {
    const rates = readUnitRates([
      'The Contractor shall review approximately 1,200 grant applications each month, each taking about 20 minutes; roughly 8 percent of applications are returned for correction and re-review at 15 minutes each.',
    ]);
    expect(rates.map((r) => [r.minutes, r.share?.fraction])).toEqual([
      [20, undefined],
      [15, 0.08],
    ]);
  });

  it.each([
    // A response time: the hours are a deadline, not effort.
    'The Contractor shall respond to approximately 300 service calls a month, each within 4 hours.',
    // A performance standard.
    'Ninety-five percent of the 2,000 monthly work orders shall be completed within 30 minutes.',
    // A time per one noun never applies to a number bound to another.
    'The station generates about 4,000,000 kilowatt-hours a year at 3 hours per transformer inspection.',
    // A capacity and a trip time, no count of work a period.
    'Each truck carries 1,500 gallons a haul, at about 2 hours per trip.',
    // History given for information only.
    'For information only: in the prior year the office completed 2,400 inspections a year, each taking about 40 minutes.',
  ])('must not read a bound rate in: %s', (text) => {
    expect(readUnitRates([text])).toEqual([]);
  });
});

describe('plans from work items each with its own effort and count', () => {
  it('derives every item: the counted ones, the percent follow-ons and their re- items', () => {
    const plan = estimatePlan({
      primary: {
        name: 'pws',
        text: doc(
          'The Contractor shall perform approximately 1,800 backflow device tests a year, each taking about 45 minutes. About 15 percent (270) of devices fail and require a repair at 2 hours each and a retest at 45 minutes. The Contractor shall also perform 60 cross-connection surveys a year at 6 hours each.',
        ),
      },
    });
    const derived = plan.tasks.filter((t) => t.hoursSource === 'derived');
    // 1,800 x 45 min + 270 x 120 min + 270 x 45 min + 60 x 360 min = 2,452.5 h, over 0.75 productive.
    const first = derived.reduce((s, t) => s + (t.periods?.[0]?.hours ?? 0), 0);
    expect(first).toBeGreaterThan(3250);
    expect(first).toBeLessThan(3290);
    expect(derived.every((t) => t.periods?.length === 3)).toBe(true);
  });

  it('sizes nothing from a response time bound to a count', () => {
    const plan = estimatePlan({
      primary: {
        name: 'pws',
        text: doc(
          'The Contractor shall respond to approximately 300 service calls a month, each within 4 hours.',
        ),
      },
    });
    expect(plan.tasks.some((t) => /240 min/.test(t.mathRationale ?? ''))).toBe(false);
  });
});

describe('volumeItems: a count net of the ones done otherwise', () => {
  const volume = (text: string, noun: RegExp) =>
    volumeItems(readSolicitation({ primary: { name: 'pws', text: doc(text) } }), [doc(text)]).find((v) =>
      noun.test(v.label),
    )?.value;

  it.each([
    [
      'The Contractor shall read approximately 6,000 water meters each month; 1,100 of these are read automatically.',
      /meter/,
      4900 * 12,
    ],
    [
      'The Contractor shall process about 3,000 permit applications a month, of which 1,000 are processed electronically by the online system.',
      /application/,
      2000 * 12,
    ],
    [
      'The Contractor shall process about 800 invoices each month. Roughly 25 percent of these are paid automatically.',
      /invoice/,
      600 * 12,
    ],
    [
      'The Contractor shall process approximately 1,200 parking citations a month; 200 of them are handled by the Government.',
      /citation/,
      1000 * 12,
    ],
  ])('%s', (text, noun, value) => {
    expect(volume(text, noun)).toBe(value);
  });

  it.each([
    [
      'The Contractor shall read 6,000 water meters each month; 1,100 of these are located in remote areas.',
      /meter/,
      6000 * 12,
    ],
    [
      'The Contractor shall process 3,000 permit applications a month; 1,000 of these are processed within 24 hours.',
      /application/,
      3000 * 12,
    ],
  ])('must not net anything out of: %s', (text, noun, value) => {
    expect(volume(text, noun)).toBe(value);
  });
});

describe('plans: work the documents leave out of their estimate is added and said', () => {
  const meters =
    'The Contractor shall read approximately 6,000 water meters each month; 1,100 of these are read automatically. Each meter read takes about 4 minutes.';
  const derivedHours = (text: string) =>
    estimatePlan({ primary: { name: 'pws', text: doc(text) } })
      .tasks.filter((t) => t.hoursSource === 'derived' && /meter/i.test(t.mathRationale ?? ''))
      .reduce((s, t) => s + (t.periods?.[0]?.hours ?? 0), 0);

  it('sizes the meters read by hand only', () => {
    // 4,900 x 12 x 4 min / 60 / 0.75 productive.
    expect(derivedHours(meters)).toBe(5227);
  });

  it('adds the re- items a percent of the work needs, and says they were left out of the estimate', () => {
    const text = `${meters} About 3 percent of reads must be re-read; these are not included in the estimate.`;
    const plan = estimatePlan({ primary: { name: 'pws', text: doc(text) } });
    // 5,227 h plus 3% of the reads again: 1,764 reads x 4 min / 60 / 0.75 = 157 h.
    expect(derivedHours(text)).toBeGreaterThanOrEqual(5227 + 155);
    expect(derivedHours(text)).toBeLessThanOrEqual(5227 + 159);
    expect((plan.assumptions ?? []).some((a) => /not included|left out/i.test(a) && /re-read/i.test(a))).toBe(
      true,
    );
  });

  it('reads a re- share of samples at the sample time', () => {
    const text =
      'The laboratory receives approximately 1,000 water samples each month. Each sample analysis takes about 30 minutes. Roughly 5 percent of samples are re-analyzed.';
    const plan = estimatePlan({ primary: { name: 'pws', text: doc(text) } });
    const hours = plan.tasks
      .filter((t) => t.hoursSource === 'derived' && /sample/i.test(t.mathRationale ?? ''))
      .reduce((s, t) => s + (t.periods?.[0]?.hours ?? 0), 0);
    // 12,000 x 30 min / 60 / 0.75 = 8,000 h, and 5% of it again.
    expect(hours).toBe(8400);
  });

  it.each([
    'The re-read rate shall not exceed 5 percent of reads.',
    'No more than 2 percent of reads may require a re-read.',
  ])('must not add a ceiling or a standard: %s', (extra) => {
    expect(derivedHours(`${meters} ${extra}`)).toBe(5227);
  });
});

describe('timedVolumes: a row per work item, a column per ordering year', () => {
  const byYear = (table: string) =>
    timedVolumes(readSolicitation({ primary: { name: 'pws', text: doc(table) } })).filter((v) => v.byPeriod);

  it('reads each row as an item with its volume by period', () => {
    const v = byYear(
      '| Work Item | Average Minutes per Item | Base Year | Option Year 1 | Option Year 2 |\n|---|---|---|---|---|\n| Plan review | 90 | 1,200 | 1,300 | 1,400 |\n| Field inspection | 40 | 2,300 | 2,400 | 2,500 |\n| Site survey | 300 | 80 | 80 | 90 |',
    );
    expect(v.map((x) => [x.label, x.byPeriod])).toEqual([
      ['Plan review', [1200, 1300, 1400]],
      ['Field inspection', [2300, 2400, 2500]],
      ['Site survey', [80, 80, 90]],
    ]);
  });

  it.each([
    // Dollars by period: a price, not a volume.
    '| CLIN | Description | Base Year | Option Year 1 | Option Year 2 |\n|---|---|---|---|---|\n| 0001 | Inspections | $120,000 | $124,000 | $128,000 |\n| 0002 | Surveys | $40,000 | $41,000 | $42,000 |',
    // Hours of labour categories by period: staffing, not work items.
    '| Labor Category | Base Year Hours | Option Year 1 Hours | Option Year 2 Hours |\n|---|---|---|---|\n| Inspector | 3,760 | 3,760 | 3,760 |\n| Plans Examiner | 1,880 | 1,880 | 1,880 |',
  ])('must not read volumes by period in: %s', (table) => {
    expect(byYear(table)).toEqual([]);
  });

  it('sizes each item at its own time, period by period, with the follow-on re- items', () => {
    const plan = estimatePlan({
      primary: {
        name: 'pws',
        text: doc(
          'The estimated quantities for each ordering year and the average time per item are shown below.\n\n| Work Item | Average Minutes per Item | Base Year | Option Year 1 | Option Year 2 |\n|---|---|---|---|---|\n| Plan review | 90 | 1,200 | 1,300 | 1,400 |\n| Field inspection | 40 | 2,300 | 2,400 | 2,500 |\n| Re-inspection | 40 | 230 | 240 | 250 |\n| Site survey | 300 | 80 | 80 | 90 |',
        ),
      },
    });
    const derived = plan.tasks.filter((t) => t.hoursSource === 'derived');
    const by = [0, 1, 2].map((i) => derived.reduce((s, t) => s + (t.periods?.[i]?.hours ?? 0), 0));
    // Minutes a period over 60 and 0.75 productive: 233,200 / 246,600 / 263,000 minutes.
    expect(by[0]).toBeGreaterThanOrEqual(5180);
    expect(by[0]).toBeLessThanOrEqual(5184);
    expect(by[1]).toBeGreaterThanOrEqual(5478);
    expect(by[1]).toBeLessThanOrEqual(5482);
    expect(by[2]).toBeGreaterThanOrEqual(5842);
    expect(by[2]).toBeLessThanOrEqual(5846);
  });
});

describe('a time bound to its count sizes that count, not another of the same noun', () => {
  it('sizes each section’s own count', () => {
    const plan = estimatePlan({
      primary: {
        name: 'pws',
        text: doc(
          'C.3.1 North District. The Contractor shall perform 50 site visits a year at 2 hours each.\n\nC.3.2 South District. The Contractor shall perform 150 site visits a year at 2 hours each.',
        ),
      },
    });
    const derived = plan.tasks.filter((t) => t.hoursSource === 'derived');
    // (50 + 150) x 120 min / 60 / 0.75 productive.
    expect(derived.reduce((s, t) => s + (t.periods?.[0]?.hours ?? 0), 0)).toBe(533);
  });
});
