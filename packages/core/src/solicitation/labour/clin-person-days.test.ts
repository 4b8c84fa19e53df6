import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../../estimator/index';
import { readSolicitation } from '../read-solicitation';

// Twelfth session (blind, layer "stated"): a CLIN schedule that buys labour by the person-day,
// staff-week or man-day, one role a CLIN, with the length of the unit said in a sentence, which
// may differ by CLIN. Invented in several domains (survey, archives, dredging, translation).
const POP =
  '## F Period of performance\nThe period of performance is a base year of twelve (12) months and one (1) twelve-month option year.\n';
const plan = (body: string) => estimatePlan({ primary: { name: 'rfq.md', text: `${POP}${body}` } });
const lines = (body: string) =>
  plan(body).tasks.map((t) => ({
    lcat: t.lcat,
    hours: (t.periods ?? []).map((p) => p.hours),
    key: t.keyPersonnel ?? false,
    source: t.hoursSource,
  }));

describe('person-days by role in a CLIN schedule', () => {
  it('survey: each role a CLIN, ten-hour days on field CLINs and eight on the drafting CLINs', () => {
    const got = lines(`## B Supplies or services and prices
| CLIN | Description | Unit | Qty |
|---|---|---|---|
| 0001 | Survey Party Chief (Key) | person-day | 120 |
| 0002 | Survey Technician | person-day | 360 |
| 0003 | Drafting Technician | person-day | 40 |
| 1001 | Survey Party Chief (Key), Option Year 1 | person-day | 120 |
| 1002 | Survey Technician, Option Year 1 | person-day | 480 |
| 1003 | Drafting Technician, Option Year 1 | person-day | 40 |

A person-day is ten (10) hours on field CLINs and eight (8) hours on CLINs 0003 and 1003.
`);
    const by = (t: string) => got.find((l) => l.lcat.startsWith(t));
    expect(by('Survey Party Chief')?.hours).toEqual([1200, 1200]);
    expect(by('Survey Party Chief')?.key).toBe(true);
    expect(by('Survey Technician')?.hours).toEqual([3600, 4800]);
    expect(by('Drafting Technician')?.hours).toEqual([320, 320]);
    expect(got.every((l) => l.source === 'stated')).toBe(true);
  });

  it('archives: staff-weeks of a defined length', () => {
    const got = lines(`## B Schedule
| CLIN | Supplies/Services | Unit | Quantity |
|---|---|---|---|
| 0001 | Records Analyst | Staff Week | 30 |
| 0002 | Conservation Technician | Staff Week | 12 |
| 1001 | Records Analyst | Staff Week | 36 |
| 1002 | Conservation Technician | Staff Week | 12 |

One staff-week equals thirty-six (36) hours.
`);
    const by = (t: string) => got.find((l) => l.lcat === t);
    expect(by('Records Analyst')?.hours).toEqual([1080, 1296]);
    expect(by('Conservation Technician')?.hours).toEqual([432, 432]);
  });

  it('dredging: man-days at the usual eight hours when no length is given', () => {
    const got = lines(`## B Price schedule
| Line Item | Labor Category | Unit of Issue | Est. Qty |
|---|---|---|---|
| 0001 | Dredge Operator | Man-Day | 150 |
| 0002 | Laborer | Man-Day | 300 |
`);
    expect(got.find((l) => l.lcat === 'Dredge Operator')?.hours[0]).toBe(1200);
    expect(got.find((l) => l.lcat === 'Laborer')?.hours[0]).toBe(2400);
  });

  it('translation: the day length is said per CLIN', () => {
    const got = lines(`## B Supplies or services
| CLIN | Description | Unit | Qty |
|---|---|---|---|
| 0001 | Court Interpreter | person-day | 100 |
| 0002 | Document Translator | person-day | 50 |

Each person-day is eight (8) hours on CLIN 0001 and seven and one-half (7.5) hours on CLIN 0002.
`);
    expect(got.find((l) => l.lcat === 'Court Interpreter')?.hours[0]).toBe(800);
    expect(got.find((l) => l.lcat === 'Document Translator')?.hours[0]).toBe(375);
  });

  it('does not read equipment days or trips as a role\u2019s person-days', () => {
    const got = lines(`## B Supplies or services
| CLIN | Description | Unit | Qty |
|---|---|---|---|
| 0001 | Survey Technician | person-day | 100 |
| 0002 | Crane Rental | Day | 30 |
| 0003 | Survey Technician Travel | Trip | 12 |
`);
    expect(got.find((l) => l.lcat === 'Survey Technician')?.hours[0]).toBe(800);
    expect(got.some((l) => /crane|travel/i.test(l.lcat))).toBe(false);
  });

  it('does not read a schedule of deliverables counted in days as labour hours', () => {
    const model = readSolicitation({
      primary: {
        name: 'rfq.md',
        text: `${POP}## B Supplies or services
| CLIN | Description | Unit | Qty |
|---|---|---|---|
| 0001 | Field Technician Training Course | Days | 5 |
| 0002 | Technician Tool Kit | Each | 6 |
`,
      },
    });
    expect(model.labourCategories.flatMap((c) => c.stated).some((a) => a.hours !== undefined)).toBe(false);
  });
});
