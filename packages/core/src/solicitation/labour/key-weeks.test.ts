import { describe, expect, it } from 'vitest';
import { withKeyWeeks } from './key-weeks';

const week = (title: string, text: string) =>
  withKeyWeeks([{ title, document: 'pws', ref: '1', quote: title }], [{ name: 'pws', index: 0, text }])[0]
    ?.week;
const brief = (title: string, text: string) => {
  const w = week(title, text);
  return w ? `${w.hours} h x ${w.weeks} wk` : 'none';
};

describe("a key person's stated week", () => {
  it('reads the hours a week and the weeks of the paragraph that opens with the person', () => {
    expect(
      brief(
        'Contract Manager',
        '3.2 Contract Manager (Key Personnel). The Contract Manager need not be on site. The Government estimates this work at about eight (8) hours a week from 15 March through 15 October (31 weeks).',
      ),
    ).toBe('8 h x 31 wk');
    expect(
      brief(
        'EMS Program Manager',
        'C.5.3 The EMS Program Manager shall work on site during normal duty hours, Monday through Friday (40 hours a week).',
      ),
    ).toBe('40 h x 52 wk');
    expect(
      brief(
        'Aquatics Manager',
        'C.4.1 Aquatics Manager (Key Personnel). The Contractor shall provide one (1)\nfull-time Aquatics Manager, forty (40) hours a week all year.',
      ),
    ).toBe('40 h x 52 wk');
    expect(brief('Site Lead', 'Site Lead. Expected at 20 hrs per week for 12 weeks during the outage.')).toBe(
      '20 h x 12 wk',
    );
  });

  it('reads no week from caps, other people or paragraphs about something else', () => {
    expect(
      brief('Project Manager', 'The Project Manager shall ensure no guard works more than 60 hours a week.'),
    ).toBe('none');
    expect(
      brief(
        'Project Manager',
        '5.1 The guards shall work 40 hours a week. The Project Manager approves leave.',
      ),
    ).toBe('none');
    expect(brief('Program Manager', 'The Program Manager shall not exceed 50 hours per week on site.')).toBe(
      'none',
    );
  });
});
