import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

const job = (pop: string, quantities: string) =>
  [
    '# Statement of Work',
    '## 1. Scope',
    'The Contractor shall install, terminate, label and test a structured cabling system on two floors of the annex.',
    '## 2. Quantities',
    quantities,
    '## 3. Tasks',
    '3.1 Cabling. The Contractor shall pull and terminate every cable at both ends and certify each permanent link.',
    '3.2 Racks. The Contractor shall assemble and anchor the racks and mount the patch panels.',
    '3.3 Removal. The Contractor shall remove the abandoned cables from the ceilings.',
    '## 4. Period of Performance',
    pop,
  ].join('\n\n');

const plan = (text: string) =>
  buildPlan(readSolicitation({ primary: { name: 'rfq.md', text } }), { texts: [text] });
const hours = (p: ReturnType<typeof plan>) => p.tasks.reduce((s, t) => s + (t.periods?.[0]?.hours ?? 0), 0);

describe('a short cabling job sized from its counted units', () => {
  it.each([
    [
      'All work shall be completed within thirty (30) calendar days after the notice to proceed.',
      '| Item | Quantity |\n|---|---|\n| Horizontal copper cables | 400 |\n| Relay racks | 4 |\n| Abandoned cables to remove | 500 |',
    ],
    [
      'The period of performance is six (6) weeks from award.',
      '| Description | Unit | Qty |\n|---|---|---|\n| Category 6 station cables, pulled and terminated | each | 400 |\n| Equipment racks | each | 4 |\n| Existing cables to be removed | each | 500 |',
    ],
    [
      'Period of performance: 45 days after award. There are no options.',
      '| Item | Floor 1 | Floor 2 | Total |\n|---|---|---|---|\n| Data cables to workstations | 200 | 200 | 400 |\n| Cabinets | 2 | 2 | 4 |\n| Old cables to remove | 250 | 250 | 500 |',
    ],
  ])('%s', (pop, quantities) => {
    const p = plan(job(pop, quantities));
    const lcats = p.tasks.map((t) => t.lcat);
    expect(lcats).toEqual(expect.arrayContaining(['Cabling Technician', 'Cabling Foreman']));
    // 400 cables x 1 h + 4 racks x 4 h + 500 removed x 0.2 h = 516 h of technicians, plus a foreman.
    const tech = p.tasks.filter((t) => t.lcat === 'Cabling Technician').reduce((s, t) => s + t.hours, 0);
    expect(tech).toBe(516);
    expect(hours(p)).toBeLessThan(1500);
    expect(p.confidence?.level).toBe('medium');
    expect(p.openQuestions?.some((q) => /productivity/i.test(q.question))).toBe(true);
  });

  it('leaves a year of work, and counts with no cabling, to the other rules', () => {
    const year = plan(
      job(
        'The period of performance is a base year of twelve (12) months and two option years.',
        'The work comprises 400 horizontal Category 6 cables and 4 equipment racks.',
      ),
    );
    expect(year.tasks.some((t) => t.lcat === 'Cabling Foreman')).toBe(false);
    const text = [
      '# Statement of Work',
      'The Contractor shall paint the corridors and replace 400 ceiling tiles and 4 doors.',
      'All work shall be completed within thirty (30) calendar days after award.',
    ].join('\n\n');
    expect(plan(text).tasks.some((t) => /cabling/i.test(t.lcat))).toBe(false);
  });
});

const event = (pop: string, profile: string) =>
  [
    '# Statement of Work',
    '## 1. Scope',
    'The Contractor shall plan and support the two-day regional conference, in person and online.',
    '## 2. Event profile',
    profile,
    '## 3. Tasks',
    '3.1 Registration. The Contractor shall run the registration site, answer inquiries and print badges.',
    '3.2 Speakers. The Contractor shall collect speaker bios and slides and staff the speaker ready room.',
    '3.3 Virtual production. The Contractor shall stream and record every session on the virtual platform.',
    '## 4. Period of Performance',
    pop,
  ].join('\n\n');

describe('a one-time event sized from its profile', () => {
  it.each([
    [
      'The period of performance is twelve (12) weeks from award.',
      'Registered attendees ............ 500\nSpeakers and panelists ............ 40\nSessions (streamed) ............ 20',
    ],
    [
      'Period of performance: 90 days after award. There are no options.',
      '| Item | Quantity |\n|---|---|\n| Expected participants | 500 |\n| Presenters | 40 |\n| Breakout sessions | 20 |',
    ],
    [
      'All work shall be completed within four (4) months of award.',
      'The Government expects about 500 attendees, 40 speakers and 20 sessions.',
    ],
  ])('%s', (pop, profile) => {
    const p = plan(event(pop, profile));
    const hoursOf = (lcat: string) => p.tasks.filter((t) => t.lcat === lcat).reduce((s, t) => s + t.hours, 0);
    // 500 x 0.2 h, 40 x 2.5 h, 20 x 12 h.
    expect(hoursOf('Registration Coordinator')).toBe(100);
    expect(hoursOf('Speaker Coordinator')).toBe(100);
    expect(hoursOf('Event Producer')).toBe(240);
    expect(p.confidence?.level).toBe('medium');
  });

  it('leaves a conference series over option years to the volume rules', () => {
    const p = plan(
      event(
        'The period of performance is a base year of twelve (12) months and one option year.',
        'Registered attendees ............ 500\nSpeakers ............ 40',
      ),
    );
    expect(p.tasks.some((t) => t.lcat === 'Registration Coordinator')).toBe(false);
  });
});

describe('a short records conversion job sized from its counted pages and folders', () => {
  const conversion = (
    pop: string,
    volumes: string,
    lead = 'The Contractor shall digitize the closed case files of the regional office.',
  ) =>
    [
      '# Statement of Work',
      '## 1. Scope',
      lead,
      '## 2. Volumes',
      volumes,
      '## 3. Tasks',
      '3.1 Preparation. Remove staples and clips, unfold and repair pages.',
      '3.2 Scanning. Scan every page at 300 ppi and save the images as PDF/A.',
      '3.3 Indexing. Key the folder title and date for each folder.',
      '3.4 Quality control. Inspect a sample of images in each box and rescan failures.',
      '## 4. Period of Performance',
      pop,
    ].join('\n\n');
  const byRole = (p: ReturnType<typeof plan>) => {
    const out: Record<string, number> = {};
    for (const t of p.tasks) out[t.lcat] = (out[t.lcat] ?? 0) + t.hours;
    return out;
  };

  it.each([
    [
      'All work shall be completed within one hundred twenty (120) calendar days after award.',
      '| Item | Count |\n|---|---|\n| Folders | 12,000 |\n| Pages (letter and legal) | 350,000 |',
    ],
    [
      'The period of performance is sixteen (16) weeks from the date of award.',
      'The collection holds about 12,000 folders containing an estimated 350,000 pages.',
    ],
    [
      'Period of performance: 4 months after award; there are no options.',
      '| Description | Qty | Unit |\n|---|---|---|\n| Case folders | 12,000 | EA |\n| Sheets of paper, letter size | 350,000 | EA |',
    ],
  ])('%s', (pop, volumes) => {
    const p = plan(conversion(pop, volumes));
    const roles = byRole(p);
    // 350,000 pages: prepared 700 an hour (500 h), scanned 1,000 an hour (350 h), checked 2,000
    // an hour (175 h); 12,000 folders indexed 2 minutes (400 h) and reassembled 1 minute (200 h).
    expect(roles['Scanning Technician']).toBe(350);
    expect(roles['Quality Control Technician']).toBe(175);
    expect(roles['Indexing Clerk']).toBe(400);
    expect(roles['Document Preparation Technician']).toBe(700);
    expect(p.confidence?.level).toBe('medium');
    expect(p.openQuestions?.some((q) => /productivity/i.test(q.question))).toBe(true);
  });

  it('adds photographs, oversize maps and bound volumes to the scanning at their own rates', () => {
    const p = plan(
      conversion(
        'All work shall be completed within 90 days after award.',
        '| Item | Quantity |\n|---|---|\n| Pages | 100,000 |\n| Photographs | 600 |\n| Oversize drawings | 150 |\n| Bound ledgers | 10 |',
      ),
    );
    // 100 h of pages + 600 / 60 + 150 / 15 + 10 x 4 = 160 h.
    expect(byRole(p)['Scanning Technician']).toBe(160);
  });

  it('leaves a year of conversion, scanning with no digitization, and references to other rules', () => {
    const year = plan(
      conversion(
        'The period of performance is a base year of twelve (12) months and one option year.',
        'The collection holds about 12,000 folders containing an estimated 350,000 pages.',
      ),
    );
    expect(year.tasks.some((t) => t.lcat === 'Indexing Clerk')).toBe(false);
    const security = plan(
      conversion(
        'All work shall be completed within 90 days after award.',
        'The network has 400 hosts; the report template runs to 30 pages.',
        'The Contractor shall perform vulnerability scanning of the agency network.',
      ),
    );
    expect(security.tasks.some((t) => /Scanning Technician|Indexing Clerk/.test(t.lcat))).toBe(false);
    const references = plan(
      conversion(
        'All work shall be completed within 90 days after award.',
        'Quoters shall cite two digitization projects of at least 500,000 images each.',
      ),
    );
    expect(references.tasks.some((t) => /Scanning Technician|Quality Control Technician/.test(t.lcat))).toBe(
      false,
    );
  });
});
