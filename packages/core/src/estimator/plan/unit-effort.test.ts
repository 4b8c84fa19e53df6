import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';
import { readUnitEfforts } from './unit-effort';

describe('unit efforts times ordered quantities', () => {
  it('reads the estimate of one unit in several wordings', () => {
    const read = (t: string) => readUnitEfforts([t]).map((u) => [u.noun, u.hours, u.role]);
    expect(
      read(
        'The Government estimates a course revision at three hundred (300) hours of training developer effort.',
      ),
    ).toEqual([['course revision', 300, 'training developer']]);
    expect(read('The Government estimates each site survey to require 40 hours.')).toEqual([
      ['site survey', 40, undefined],
    ]);
    expect(read('The Government estimates 120 hours per security assessment.')).toEqual([
      ['security assessment', 120, undefined],
    ]);
    expect(read('The Contractor shall deliver a report within 300 hours of the order.')).toEqual([]);
  });

  it('prices the unit estimate times the line item quantity of each period', () => {
    const text = `# Schedule

| CLIN | Description | Unit | Base Period | Option Period 1 |
|---|---|---|---|---|
| x001 | Course Revision | Course | 2 | 1 |

Base Period: twelve (12) months. Option Period 1: twelve (12) months.

## C.3 Course revision
C.3.1 When ordered, the Contractor shall revise a course's lesson plans. The Government estimates a course revision at three hundred (300) hours of training developer effort.
`;
    const plan = buildPlan(readSolicitation({ primary: { name: 'rfp.md', text } }), { texts: [text] });
    const line = plan.tasks.find((t) => t.lcat === 'Training Developer');
    expect(line?.hours).toBe(600);
    expect(line?.periods?.map((p) => p.hours)).toEqual([600, 300]);
    expect(line?.hoursSource).toBe('derived');
  });
});
