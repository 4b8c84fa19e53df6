import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimate';

const questions = (text: string) =>
  (estimatePlan({ primary: { name: 'pws.txt', text } }).openQuestions ?? []).map((q) => q.question);
const asks = (text: string, re: RegExp) => questions(text).some((q) => re.test(q));

const staffed = (hours: string) =>
  `1. SCOPE\nThe Contractor shall operate the visitor kiosks.\n\n2. STAFFING\nThe Contractor shall provide four (4) full-time Kiosk Attendants and one (1) full-time Kiosk Supervisor.\n\n3. HOURS\n${hours}\n\n4. PERIOD OF PERFORMANCE\nOne base year and two option years of twelve months each.`;

describe('weekend and holiday cover of a seven-day window worked by stated positions', () => {
  it.each([
    'The kiosks are open from 8:00 a.m. to 6:00 p.m. daily, including weekends and Federal holidays.',
    'Kiosk hours are 7 a.m. to 3 p.m., seven days a week.',
    'Attendants shall be on site 9:00 a.m. - 5:00 p.m. every day of the year, Monday through Sunday.',
  ])('asks about relief and premium time: %s', (hours) => {
    expect(asks(staffed(hours), /weekend.*holiday.*(relief|overtime)/i)).toBe(true);
  });

  it.each([
    'The kiosks are open from 8:00 a.m. to 6:00 p.m., Monday through Friday, except Federal holidays.',
    'The kiosks are staffed 24 hours a day, 7 days a week.',
  ])('does not ask for a weekday or round-the-clock window: %s', (hours) => {
    expect(asks(staffed(hours), /weekend and holiday shifts must be staggered/i)).toBe(false);
  });
});

const unsized = (sites: string) =>
  `1. SCOPE\nThe Contractor shall inspect and service the fire extinguishers at each site, about 400 extinguishers in all, once a month.\n\n2. PLACE OF PERFORMANCE\n${sites}\n\n3. PERIOD OF PERFORMANCE\nOne base year and two option years of twelve months each.`;

describe('travel between dispersed sites of unsized work', () => {
  it.each([
    'Work is performed at the following sites:\na. Harbor Depot, Astoria, Oregon\nb. Ridge Depot, Bend, Oregon\nc. Valley Depot, Medford, Oregon',
    'Salem, OR\nYakima, WA\nLewiston, ID',
    'The work is performed at the Harbor Depot in Astoria, Oregon. Road distances from Astoria: Bend 250 miles, Medford 330 miles.',
  ])('asks whether staff are local or travel: %s', (sites) => {
    expect(asks(unsized(sites), /based locally.*travel|drive time and mileage/i)).toBe(true);
  });

  it('does not ask for one site, or when the staffing is stated per site', () => {
    expect(asks(unsized('Work is performed at the Harbor Depot, Astoria, Oregon.'), /based locally/)).toBe(
      false,
    );
    const stated = `${unsized('Salem, OR\nYakima, WA\nLewiston, ID')}\n\n4. STAFFING\nThe Contractor shall provide one (1) full-time Fire Extinguisher Technician at each site.`;
    expect(asks(stated, /based locally/)).toBe(false);
  });
});
