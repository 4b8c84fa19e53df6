import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';
import { backgroundCount } from './count-scope';

// Another contractor's workforce is background whether its verb follows the noun at once ("the
// incumbent contractor's staff is 11") or after a phrase that places or scopes it ("the
// incumbent contractor's staff at the two hangars is 14"). With the phrase, the incumbent's head
// count was read as the team this contract must field. Invented in aviation, grounds and records.
const at = (text: string, n: string) => text.indexOf(n);

describe("another contractor's workforce, a phrase between its noun and its verb", () => {
  it.each([
    ["The incumbent contractor's staff at the two hangars is fourteen (14) persons.", 'fourteen'],
    ["The current contractor's crew under the existing contract numbers 9 laborers.", '9'],
    ["The predecessor contractor's team for the records conversion was 6 clerks.", '6'],
    ["The incumbent contractor's workforce on this requirement totals about 30 employees.", '30'],
  ])('"%s" is background', (text, n) => {
    expect(backgroundCount(text, at(text, n))).toBe(true);
  });

  it.each([
    ["The Contractor's staff at the depot shall be 12 mechanics.", '12'],
    ["The Contractor's team for this work is 5 analysts.", '5'],
    ['The incumbent contractor will leave; the staff at the depot is 8 mechanics.', '8'],
  ])('"%s" is the contractor’s staffing', (text, n) => {
    expect(backgroundCount(text, at(text, n))).toBe(false);
  });

  it('states no team size for the incumbent’s staff in a background paragraph', () => {
    const m = readSolicitation({
      primary: {
        name: 'pws.md',
        text: "# C.8 Incumbent information\nThe incumbent contractor's staff at the two hangars is fourteen (14) persons. The figure is given for FAR 52.222-17 only.\n",
      },
    });
    expect(m.statedEffort.filter((e) => e.kind === 'people' || e.kind === 'fte')).toEqual([]);
  });
});
