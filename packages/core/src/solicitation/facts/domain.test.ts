import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { readDomain } from './domain';

const read = (...texts: string[]) =>
  readDomain(
    buildContext(
      texts.map((text, index) => ({ name: `doc ${index}`, index, text })),
      { sections: [] },
    ),
  );

describe('domain', () => {
  it('reads the kind of work from the NAICS code first', () => {
    const cases: [string, string][] = [
      ['The NAICS code for this acquisition is 541512, Computer Systems Design Services.', 'it'],
      ['NAICS Code: 561210 Facilities Support Services', 'facilities'],
      ['The applicable NAICS code is 561612 (Security Guards and Patrol Services).', 'security'],
      ['NAICS 541715 Research and Development in the Physical, Engineering, and Life Sciences', 'research'],
      ['NAICS code 621111, Offices of Physicians.', 'medical'],
      ['NAICS: 561422 Telemarketing Bureaus and Other Contact Centers', 'call-center'],
      ['NAICS code 236220 Commercial and Institutional Building Construction.', 'construction'],
      ['The NAICS code is 611430, Professional and Management Development Training.', 'training'],
    ];
    for (const [text, domain] of cases) expect(read(text).domain, text).toBe(domain);
    expect(read(cases[0]![0]).codes[0]).toMatchObject({ system: 'NAICS', code: '541512', document: 'doc 0' });
  });

  it('falls back on the PSC, then on the words of the work', () => {
    expect(read('Product Service Code (PSC): S206 Housekeeping - Guard').domain).toBe('security');
    expect(read('PSC: D302 IT and Telecom - Systems Development').domain).toBe('it');
    expect(read('The PSC-microglia model will be screened.').codes).toEqual([]);
    const words =
      'The contractor shall transcribe hearings. Transcripts are due in 5 days. Transcription quality shall be 99%. Court reporting is required. Transcribers shall be certified.';
    expect(read(words).domain).toBe('transcription');
  });

  it('says when the Service Contract Act applies', () => {
    expect(read('Wage Determination No. 2015-4281 applies to this contract.').serviceContractAct).toBe(true);
    expect(read('FAR 52.222-41 Service Contract Labor Standards is incorporated.').evidence).toContain(
      'Service Contract Act / wage determination',
    );
    expect(read('The contractor shall develop software.').serviceContractAct).toBe(false);
  });

  it.each([
    'FAR 52.222-41 Service Contract Labor Standards - does not apply (professional interpreters are exempt)',
    'The Service Contract Act does not apply to this order.',
    'Service Contract Labor Standards: not applicable.',
    'Wage determination: N/A',
  ])('says when the Service Contract Act does not apply: %s', (text) => {
    expect(read(text).serviceContractAct).toBe(false);
  });

  it.each([
    'FAR 52.222-41 Service Contract Labor Standards applies; professional staff are exempt.',
    'Wage Determination 2015-5497 applies. Section 508 does not apply.',
  ])('and when it does despite a negation nearby: %s', (text) => {
    expect(read(text).serviceContractAct).toBe(true);
  });

  it('says other with little evidence rather than guessing', () => {
    expect(read('The contractor shall deliver the report.').domain).toBe('other');
  });
});

describe('schedule SINs', () => {
  it('reads the kind of work from a SIN when no NAICS or PSC is given', () => {
    expect(read('Quotes are requested from holders of SIN 132-51 IT Professional Services.').domain).toBe(
      'it',
    );
    expect(read('This order is placed under SIN 561210FS Facilities Support Services.').domain).toBe(
      'facilities',
    );
  });
});
