import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimate';

// Twelfth session (blind): a crew described in one sentence, working days of a stated length on
// named weekdays, inside a short dated window that is the whole job. Its hours are members x
// the window's weeks x the crew's week (days named x day length), not a share of a full-time
// year. Invented wordings (levee vegetation, culvert lining, beach restoration); none is a
// corpus document's. Must not fire: a crew with a year-long period, and the same crew with no
// window dates.
const doc = (window: string, crew: string) =>
  [
    'SECTION C - STATEMENT OF WORK',
    'C.1 SCOPE',
    'The Contractor shall perform the field work described below.',
    'C.2 SCHEDULE',
    window,
    'C.3 CREW',
    crew,
  ].join('\n');
const hoursOf = (text: string) => {
  const p = estimatePlan({ primary: { name: 'sow.txt', text } });
  return Object.fromEntries(p.tasks.map((t) => [t.lcat, t.hours]));
};

describe('a crew over a short dated window works the window weeks at its stated week', () => {
  it('ten-hour days, Monday through Friday, over two months (about 8.7 weeks x 50 h)', () => {
    const h = hoursOf(
      doc(
        'The work shall be performed during the low-water window, between 1 August 2035 and 30 September 2035.',
        'The Contractor shall furnish a crew of six (one foreman, four laborers and one equipment operator) working ten-hour days, Monday through Friday.',
      ),
    );
    expect(h.Foreman).toBeGreaterThan(400);
    expect(h.Foreman).toBeLessThan(460);
    expect(h.Laborer).toBeGreaterThan(1600);
    expect(h.Laborer).toBeLessThan(1840);
  });

  it('four ten-hour days over a recess (about 8.7 weeks x 40 h)', () => {
    const h = hoursOf(
      doc(
        'Lining work shall be performed only during the summer recess, from June 16, 2036 through August 15, 2036.',
        'The crew shall consist of one (1) Crew Lead and three (3) Lining Technicians working four ten-hour days each week.',
      ),
    );
    expect(h['Crew Lead']).toBeGreaterThan(320);
    expect(h['Crew Lead']).toBeLessThan(370);
  });

  it('says the week is assumed when the crew days are not stated', () => {
    const p = estimatePlan({
      primary: {
        name: 'sow.txt',
        text: doc(
          'Dune restoration shall be performed between 1 March 2036 and 30 April 2036.',
          'The Contractor shall provide a crew of five (one crew leader and four laborers).',
        ),
      },
    });
    const lead = p.tasks.find((t) => t.lcat === 'Crew Leader');
    expect(lead?.hours).toBeGreaterThan(320);
    expect(lead?.hours).toBeLessThan(370);
    expect((p.assumptions ?? []).join(' ')).toMatch(/40 hours a week is assumed/);
  });
});

describe('look-alikes: no short dated window', () => {
  it('a crew over a stated year keeps full-time hours', () => {
    const h = hoursOf(
      doc(
        'The period of performance is twelve (12) months from award.',
        'The Contractor shall furnish a crew of six (one foreman, four laborers and one equipment operator) working ten-hour days, Monday through Friday.',
      ),
    );
    expect(h.Foreman).toBeGreaterThan(1800);
  });
  it('a crew with no period keeps full-time hours', () => {
    const h = hoursOf(
      doc(
        'The work shall be scheduled with the facility manager.',
        'The Contractor shall furnish a crew of six (one foreman, four laborers and one equipment operator) working eight-hour days, Monday through Friday.',
      ),
    );
    expect(h.Foreman).toBeGreaterThan(1800);
  });
});
