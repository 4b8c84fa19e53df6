import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimate';

// What the documents say they do not know (a count of the work, or how long one unit takes) is
// said back in the plan, in the documents' own nouns: an open question and an assumption.
const plan = (text: string) => estimatePlan({ primary: { name: 'pws.md', text } });
const asked = (p: ReturnType<typeof plan>) => (p.openQuestions ?? []).map((q) => q.question);
const assumed = (p: ReturnType<typeof plan>) => p.assumptions ?? [];

const PWS = (work: string) => `# SECTION C - PERFORMANCE WORK STATEMENT

## C.1 Scope
The Contractor shall provide mediation services to the agency's regional field offices.

## C.2 Tasks
${work}

## C.3 Period of Performance
The period of performance is a base year of twelve (12) months and one (1) option year of twelve (12) months.
`;

describe('a count of the work the documents have no figure for', () => {
  it.each([
    [
      'The Contractor shall mediate workplace disputes referred by the field offices. The Agency has no history or estimate of the number of referrals it will make.',
      'referrals',
    ],
    [
      'The Contractor shall translate claimant letters into Spanish. No historical data is available on the number of letters received each year.',
      'letters',
    ],
    [
      'The Contractor shall test backflow preventers at county facilities. The County does not track the number of devices in service.',
      'devices',
    ],
    [
      'The Contractor shall remove abandoned vehicles from county roads. The County cannot predict how many tows will be requested in a year.',
      'tows',
    ],
    [
      'The Contractor shall issue replacement permits. Historical data on the number of renewals is not available.',
      'renewals',
    ],
  ])('%#: asks how many and says the hours are assumed', (work, noun) => {
    const p = plan(PWS(work));
    expect(asked(p).some((q) => new RegExp(`how many ${noun}\\b`, 'i').test(q))).toBe(true);
    expect(assumed(p).some((a) => a.includes(noun) && /assum/i.test(a))).toBe(true);
  });
});

describe('a time per unit of work the documents do not give', () => {
  it.each([
    [
      'The Contractor shall conduct home inspections for the housing program on request. The Government does not estimate the time per inspection.',
      'inspection',
    ],
    [
      'The Contractor shall deliver coaching sessions to supervisors. No duration is specified for a coaching session; sessions are scheduled by the supervisor.',
      'coaching session',
    ],
    [
      'The Contractor shall respond to each wildlife complaint from residents. The duration of each site visit will vary with the species and the property.',
      'site visit',
    ],
    [
      'The Contractor shall facilitate listening sessions with tribal members. Listening sessions have no set duration and run until all speakers are heard.',
      'listening session',
    ],
  ])('%#: asks how long one unit takes and assumes a time', (work, unit) => {
    const p = plan(PWS(work));
    expect(asked(p).some((q) => q.includes(`per ${unit}`) && /how long|how many hours/i.test(q))).toBe(true);
    expect(assumed(p).some((a) => a.includes(`per ${unit}`) && /assum/i.test(a))).toBe(true);
  });
});

describe('look-alikes that say nothing is unknown', () => {
  it.each([
    'The Contractor shall deliver each report no later than ten (10) days after the site visit.',
    'Each session shall last not less than two (2) hours and no smoking is permitted at any site.',
    'The Contractor shall have no history of debarment and shall keep records of the number of referrals received.',
    'The Government does not estimate the time of day for each visit; visits are scheduled with the occupant.',
    'The number of referrals is fixed at forty (40) a year, and each session lasts two (2) hours.',
  ])('"%s" raises no count or time question', (work) => {
    const p = plan(PWS(work));
    expect(asked(p).some((q) => /how many referrals|how long|per visit|per session/i.test(q))).toBe(false);
    expect(assumed(p).some((a) => /no figure for|no time per/i.test(a))).toBe(false);
  });

  it('asks the time once, however often the documents say it', () => {
    const p = plan(
      PWS(
        'The Contractor shall conduct home inspections. The Government does not estimate the time per inspection. No duration is specified for an inspection.',
      ),
    );
    expect(asked(p).filter((q) => q.includes('per inspection') && /how long/i.test(q))).toHaveLength(1);
  });

  it('reads no unknown in the instructions to offerors', () => {
    const text = `${PWS('The Contractor shall conduct home inspections on request.')}
# SECTION L - INSTRUCTIONS TO OFFERORS
## L.1 Technical volume
The Government does not estimate the time per inspection; offerors shall propose their own.
`;
    expect(asked(plan(text)).some((q) => /per inspection/.test(q) && /how long/i.test(q))).toBe(false);
  });
});

describe('a count the documents give as an estimate that will vary', () => {
  const LOE = (line: string) => PWS(`The Government estimates the work at 240 person-days per year. ${line}`);

  it.each([
    ['The number of survey days is an estimate and will vary with the weather.', 'survey days'],
    ['The number of hearings is only an estimate and may vary from year to year.', 'hearings'],
  ])('"%s" is said and asked even beside stated staffing', (line, noun) => {
    const p = plan(LOE(line));
    expect(p.confidence?.level).toBe('high');
    expect(assumed(p).some((a) => a.includes(`number of ${noun}`) && /estimate that will vary/.test(a))).toBe(
      true,
    );
    expect(asked(p).some((q) => q.includes(noun) && /above or below the estimate/.test(q))).toBe(true);
  });

  it.each([
    'The number of staff will vary with the season, an estimate the Contractor makes.',
    'Hours will vary by season; the estimate is the Contractor’s.',
    'The number of hearings will vary with demand.',
  ])('"%s" asks nothing about a varying estimate', (line) => {
    expect(asked(plan(LOE(line))).some((q) => /above or below the estimate/.test(q))).toBe(false);
  });
});
