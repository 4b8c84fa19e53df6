import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';
import { numberOf } from './cells';

// Staffing tables in plain text that spell each count out with its figure ("one (1)",
// "a minimum of two (2)") under a staffing column.
const people = (text: string) =>
  readSolicitation({ primary: { name: 'rfp.txt', text } }).labourCategories.map((c) => [
    c.title,
    c.stated[0]?.people,
  ]);

describe('counts spelled out in staffing table cells', () => {
  it('reads a spelled count with its figure, as a minimum or not', () => {
    expect(numberOf('one (1)')).toBe(1);
    expect(numberOf('a minimum of two (2)')).toBe(2);
    expect(numberOf('not less than twelve (12)')).toBe(12);
    expect(numberOf('at least three (3)')).toBe(3);
    expect(numberOf('a minimum of eight (8) on duty each workday')).toBe(8);
  });

  it('reads no count from other words around a figure', () => {
    expect(numberOf('two (2) per shift')).toBeNull();
    expect(numberOf('Building (2)')).not.toBe(2);
    expect(numberOf('one (1) year')).toBeNull();
    expect(numberOf('$ one (1)')).toBeNull();
  });

  it('reads the people of position tables whose counts are spelled out, in three wordings', () => {
    const tables = [
      [
        '   Position                 Minimum staffing          Site',
        '',
        '   Site Manager             one (1)                   Main Campus',
        '',
        '   Custodian                a minimum of six (6)      Main Campus',
        '',
        '   Floor Technician         two (2)                   Annex',
      ],
      [
        'Labor Category           Staff         Location',
        'Site Manager             one (1)       Main Campus',
        'Custodian                six (6)       Main Campus',
        'Floor Technician         two (2)       Annex',
      ],
      [
        '     Job Title                Core staffing',
        '',
        '     Site Manager             one (1)',
        '',
        '     Custodian                not less than six (6)',
        '',
        '     Floor Technician         two (2)',
      ],
    ];
    for (const lines of tables)
      expect(
        people(
          `C.5 Staffing. The Contractor shall provide the following staff, each full time.\n\n${lines.join('\n')}\n\nC.6 Quality\nThe Contractor shall keep a quality plan.`,
        ),
      ).toEqual([
        ['Site Manager', 1],
        ['Custodian', 6],
        ['Floor Technician', 2],
      ]);
  });

  it('reads no people from tables that spell out counts of things', () => {
    const text = [
      'C.2 Facilities. The buildings served are listed below.',
      '',
      'Building              Floors          Elevators',
      'Main Hall             three (3)       two (2)',
      'Annex                 one (1)         one (1)',
      'Garage                four (4)        none',
      '',
      'C.3 Quality',
    ].join('\n');
    expect(people(text)).toEqual([]);
  });
});
