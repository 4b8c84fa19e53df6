import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

// Places of performance a solicitation names only in its title, in a request letter's opening
// sentence, as an installation owning the thing worked on, or as the mode of delivery. Every
// name is invented (no gazetteer knows them), none taken from a corpus document.
const sites = (...texts: string[]) =>
  readSolicitation({
    primary: { name: 'rfp.txt', text: texts[0] ?? '' },
    supporting: texts.slice(1).map((text, i) => ({ name: `amendment-${i}.txt`, text })),
  }).sites.map((s) => s.name);

const AGENCY = 'FEDERAL HERITAGE LANDS SERVICE\nContracting Division, 88 Larch Street, Brinmoor, OR 97990\n';
const BODY = (place: string) =>
  `\nSECTION C - STATEMENT OF WORK\nC.1 Background. The ${place} receives about 90,000 visitors a year and has two buildings.\nC.2 Scope. The Contractor shall clean restrooms, empty trash and report damage.`;

describe('the title names the work, then where it is done', () => {
  const works = [
    'CUSTODIAL SERVICES',
    'Grounds Maintenance Services',
    'VISITOR DESK OPERATIONS',
    'Boiler Inspection Services',
  ];
  const places: [string, string[]][] = [
    ['Wrenfield Interpretive Center', ['Wrenfield Interpretive Center']],
    ['Quillan Bay Marina', ['Quillan Bay Marina']],
    ['Harrowgate', ['Harrowgate']],
    ['Stonebridge Lodge and Owlcrest Cabin', ['Stonebridge Lodge', 'Owlcrest Cabin']],
  ];
  const layouts: ((work: string, place: string) => string)[] = [
    (w, p) => `${AGENCY}\nSOLICITATION NO. 12FH-31-R-0044 — ${w.toUpperCase()}, ${p.toUpperCase()}\n`,
    (w, p) => `${AGENCY}\n**Request for Quotations 12FH-31-Q-0009 — ${w}, ${p}**\n`,
    (w, p) => `${AGENCY}\nRFQ 12FH31Q0009          ${w.toUpperCase()} - ${p.toUpperCase()}\n`,
    (w, p) => `# ${w} – ${p}\n\n${AGENCY}`,
  ];
  const cases: [string, string, string[]][] = [];
  for (const [wi, w] of works.entries())
    for (const [pi, [p, want]] of places.entries()) {
      const layout = layouts[(wi + pi) % layouts.length] ?? layouts[0];
      const [first = p, second] = p.split(' and ');
      const body = BODY(first) + (second ? ` Work at the ${second} is weekly.` : '');
      if (layout) cases.push([`${w} / ${p}`, layout(w, p) + body, want]);
    }
  it.each(cases)('%s', (_, text, want) => {
    const found = sites(text);
    for (const place of want) expect(found.join(' | ')).toContain(place);
  });

  it('gives a shared kind to each name before it', () => {
    const text = `${AGENCY}\nTrail Crews, Ossian and Marrow Fork Ranger Districts\n\nC.1 The Ossian and Marrow Fork Ranger Districts maintain 200 miles of trail.`;
    const found = sites(text).join(' | ');
    expect(found).toContain('Ossian');
    expect(found).toContain('Marrow Fork Ranger District');
  });

  it.each([
    `${AGENCY}\nJANITORIAL SERVICES - AMENDMENT 0001\n\nC.1 This Amendment 0001 answers questions.`,
    `${AGENCY}\nIT Support Services — Request for Quotations\n\nThis Request for Quotations is for help desk support.`,
    `${AGENCY}\nGrounds Maintenance Services, Base Year Plus Four Option Years\n\nThe Base Year is 12 months.`,
    `${AGENCY}\nGUARD SERVICES - TOTAL SMALL BUSINESS SET-ASIDE\n\nThis is a Total Small Business Set-Aside.`,
    `${AGENCY}\nHVAC Maintenance Services — Statement of Work\n\nThe Statement of Work follows.`,
    `${AGENCY}\nCUSTODIAL SERVICES - KELDERWICK\n\nC.1 The Contractor shall clean two buildings.`,
  ])('names no place from a title whose tail is no place, or not named again: %s', (text) => {
    expect(sites(text).join(' | ')).not.toMatch(/Amendment|Request|Option|Set-Aside|Statement|Kelderwick/i);
  });
});

describe('the request letter names the place of the work', () => {
  it.each([
    [
      'The Agency requests quotations for a physical inventory of equipment at the Merrowby Science Campus, as described in the attached SOW.',
      'Merrowby Science Campus',
    ],
    [
      'The Bureau requests proposals for window cleaning at the Tallis Federal Building.',
      'Tallis Federal Building',
    ],
    [
      '1. The Office requests quotes for pest control services in the Dunmore Annex and its parking structure.',
      'Dunmore Annex',
    ],
    [
      'The Service requests offers for fuel reduction at the Corbel Creek Fish Hatchery.',
      'Corbel Creek Fish Hatchery',
    ],
    [
      'We request quotations for sign replacement at the Arlow Point Lighthouse Station.',
      'Arlow Point Lighthouse Station',
    ],
    [
      'The Administration requests quotations for records digitization at the Fenwick Records Complex.',
      'Fenwick Records Complex',
    ],
  ])('%s', (text, want) => {
    expect(sites(`${AGENCY}\n${text}`).join(' | ')).toContain(want);
  });

  it('does not take the office proposals are sent to', () => {
    expect(
      sites(`${AGENCY}\nSubmit quotations to the Tallis Federal Building mail room by 3 May 2031.`).join(
        ' | ',
      ),
    ).not.toContain('Tallis');
  });
});

describe('an installation named as owner of what is worked on', () => {
  it.each([
    ['C.1 Background. The Fort Pelham water distribution system has 1,200 valves.', 'Fort Pelham'],
    ['C.1 The Camp Ardent wastewater plant treats 2 million gallons a day.', 'Camp Ardent'],
    ['1.1 The Joint Base Corvin-Hale road network has 140 miles of pavement.', 'Joint Base Corvin-Hale'],
    [
      'Background: the Marlow Air Force Base fire alarm systems are being replaced building by building.',
      'Marlow Air Force Base',
    ],
    ['2.1 All 38 elevators on Fort Quenby are to be inspected twice a year.', 'Fort Quenby'],
    ['The Naval Station Tresk pier fenders shall be inspected quarterly.', 'Naval Station Tresk'],
  ])('%s', (text, want) => {
    const header =
      'Installation Contracting Command, Fort Brandeis, KS 66999\nREQUEST FOR PROPOSALS\nINSPECTION SERVICES\n';
    expect(sites(`${header}\nSECTION C\n${text}`).join(' | ')).toContain(want);
  });

  it('keeps a place that a sentence states over an installation named in the background', () => {
    const text =
      'C.1 The Fort Pelham water system has 1,200 valves.\nC.2 Work is performed at the Tanner Pump Station, Hollowell, Kansas.';
    expect(sites(text).join(' | ')).not.toContain('Fort Pelham');
  });
});

describe('work delivered virtually, with in-person sessions at a named city', () => {
  it.each([
    'Sessions are virtual by default; in-person sessions in Baltimore, MD may be ordered.',
    'Coaching is delivered online unless the coachee asks for an in-person meeting in Denver, Colorado.',
    'Classes are held virtually. In-person classes at Richmond, Virginia require two weeks notice.',
    'Meetings are virtual; in-person meetings in Austin, TX are rare.',
    'Tutoring sessions are virtual by default.',
    'The training is delivered online through the agency portal.',
  ])('%s', (text) => {
    const found = sites(text).join(' | ');
    expect(found).toMatch(/Remote|Baltimore|Denver|Richmond|Austin/);
  });

  it('does not take a virtual tour or an online portal for proposals as remote work', () => {
    expect(
      sites('Quotations shall be submitted online. A virtual site visit will be recorded.'),
    ).not.toContain('Remote');
  });
});

describe('a sentence that counts facilities of different kinds and names them', () => {
  it.each([
    [
      'The Agency operates two public facilities thirty miles apart: the Brennock Museum, a history museum, and the Tolley Point Lighthouse, a beacon.',
      ['Brennock Museum', 'Tolley Point Lighthouse'],
    ],
    [
      'The Refuge manages three sites: the Anwick Marsh Unit, the Crale Visitor Center and the Felt Hill Observatory.',
      ['Anwick Marsh Unit', 'Crale Visitor Center', 'Felt Hill Observatory'],
    ],
  ])('%s', (text, want) => {
    const found = sites(text).join(' | ');
    for (const place of want) expect(found).toContain(place);
  });
});
