import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';
import { lineItemVolumes } from './line-item-volumes';

const SCHEDULE = `# Transcription Services for Recorded Hearings

NAICS 561492 (Court Reporting and Stenotype Services). The transcriptionists produce verbatim transcripts of audio recordings.

## Price schedule

| Item | Description | Estimated Qty | Unit |
|---|---|---|---|
| Base Year | | | |
| 0001 | Transcript, standard delivery | 160,000 | Page |
| 0002 | Transcript, expedited delivery | 20,000 | Pages |
| 0003 | Travel | 1 | Lot |
| Option Year 1 | | | |
| 1001 | Transcript, standard delivery | 160,000 | Page |
`;

describe('transcription: volumes from the price schedule, proofreading as its own job', () => {
  it('sums the base period line items by unit, leaving out lots and option rows', () => {
    const m = readSolicitation({ primary: { name: 'rfq.md', text: SCHEDULE } });
    expect(lineItemVolumes(m).map((q) => [q.noun, q.value, q.per])).toEqual([['page', 180_000, 'year']]);
  });

  it('reads quantities from a base-period column and from line items that name their period', () => {
    const text = `| CLIN | Description | Unit | Base Period | Option Period 1 |
|---|---|---|---|---|
| x001 | Standard transcript | Page | 50,000 | 55,000 |
| x002 | Work order repairs | Work Order | 1,200 | 1,300 |
| x003 | Program management | Month | 12 | 12 |
`;
    const m = readSolicitation({ primary: { name: 'rfq.md', text } });
    expect(lineItemVolumes(m).map((q) => [q.noun, q.value])).toEqual([
      ['page', 50_000],
      ['work order', 1200],
    ]);
  });

  it('splits transcription and proofreading when a second person must proofread', () => {
    const text = `${SCHEDULE}
## Work
The Contractor shall transcribe the hearing recordings of the agency into verbatim transcripts.
Each transcript shall be proofread against the audio by a person other than its transcriber.
The base period is twelve (12) months.
`;
    const plan = buildPlan(readSolicitation({ primary: { name: 'rfq.md', text } }), { texts: [text] });
    const hours = (lcat: string) =>
      plan.tasks.filter((t) => t.lcat === lcat).reduce((s, t) => s + t.hours, 0);
    expect(hours('Transcriptionist') + hours('Proofreader')).toBe(180_000 * 0.15);
    expect(hours('Proofreader')).toBe(180_000 * 0.15 * 0.25);
    expect(plan.assumptions?.some((a) => /Proofreading against the recording/.test(a))).toBe(true);
  });

  it('keeps one transcription line when nobody else proofreads', () => {
    const text = `${SCHEDULE}\nThe Contractor shall transcribe the hearing recordings into verbatim transcripts.\n`;
    const plan = buildPlan(readSolicitation({ primary: { name: 'rfq.md', text } }), { texts: [text] });
    expect(plan.tasks.some((t) => t.lcat === 'Transcriptionist')).toBe(true);
    expect(plan.tasks.some((t) => t.lcat === 'Proofreader')).toBe(false);
  });
});
