import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/index';
import { estimatePlan } from '../index';
import { timedVolumes } from './workload-volumes';

// Second round (blind, layer "robust"): a table of work items by ordering period keeps its
// items when one line is odd (a note, a footnote marker, a dash or N/A, a subtotal, a repeated
// header, a lump-sum line) and when an item's name ends like a person's ("Water heater",
// "Backflow preventer", "Fire hydrant"). Invented in water utilities, grounds, fleets and
// building systems. Must not fire: a price schedule whose every line is money, a table of
// people by period ("Meter Reader", "Boiler Operator").
const doc = (work: string) =>
  `SECTION C\n\nC.1 SCOPE\n\nThe Contractor shall maintain the installation's utility systems.\n\nC.2 PERIOD OF PERFORMANCE\n\nThe period of performance consists of one (1) twelve-month base period and two (2) twelve-month option periods.\n\nC.3 WORKLOAD\n\nThe estimated quantities for each ordering year and the average time per item are shown below.\n\n${work}\n`;
const HEAD =
  '| Work Item | Average Minutes per Item | Base Year | Option Year 1 | Option Year 2 |\n|---|---|---|---|---|';
const byYear = (rows: string[]) =>
  timedVolumes(readSolicitation({ primary: { name: 'pws', text: doc([HEAD, ...rows].join('\n')) } }))
    .filter((v) => v.byPeriod)
    .map((v) => [v.label, v.byPeriod]);

describe('work items by period: an odd line is skipped, the rest is read', () => {
  it('a note row among the items', () => {
    expect(
      byYear([
        '| Valve exercising | 30 | 400 | 420 | 440 |',
        '| Note: quantities are estimates only | | | | |',
        '| Hydrant flushing | 45 | 300 | 300 | 310 |',
      ]),
    ).toEqual([
      ['Valve exercising', [400, 420, 440]],
      ['Hydrant flushing', [300, 300, 310]],
    ]);
  });

  it('footnote markers on counts', () => {
    expect(
      byYear([
        '| Tree pruning | 60 | 1,200* | 1,250* | 1,300 |',
        '| Stump grinding | 40 | 240 (a) | 240 (a) | 250 |',
      ]),
    ).toEqual([
      ['Tree pruning', [1200, 1250, 1300]],
      ['Stump grinding', [240, 240, 250]],
    ]);
  });

  it('a dash, N/A or a blank cell is a period without orders', () => {
    expect(
      byYear([
        '| Tire rotation | 20 | 500 | 520 | 540 |',
        '| Brake inspection | 30 | 200 | - | 210 |',
        '| Fleet decal removal | 15 | 90 | N/A | |',
      ]),
    ).toEqual([
      ['Tire rotation', [500, 520, 540]],
      ['Brake inspection', [200, 0, 210]],
      ['Fleet decal removal', [90, 0, 0]],
    ]);
  });

  it('a subtotal in the middle, a header repeated after a page break and a lump-sum line', () => {
    expect(
      byYear([
        '| Catch basin cleaning | 45 | 600 | 600 | 620 |',
        '| Subtotal, storm drainage | | 600 | 600 | 620 |',
        '| Work Item | Average Minutes per Item | Base Year | Option Year 1 | Option Year 2 |',
        '| Curb painting (linear feet) | 2 | 3,000 | 3,000 | 3,100 |',
        '| Mobilization | LS | 1 | 1 | 1 |',
      ]),
    ).toEqual([
      ['Catch basin cleaning', [600, 600, 620]],
      ['Curb painting (linear feet)', [3000, 3000, 3100]],
    ]);
  });

  it('items named by equipment that ends like a person', () => {
    expect(
      byYear([
        '| Water heater | 90 | 120 | 120 | 125 |',
        '| Backflow preventer | 45 | 310 | 315 | 320 |',
        '| Fire hydrant | 30 | 880 | 880 | 900 |',
        '| Smoke detector | 10 | 2,400 | 2,400 | 2,450 |',
        '| Elevator | 120 | 14 | 14 | 14 |',
      ]),
    ).toEqual([
      ['Water heater', [120, 120, 125]],
      ['Backflow preventer', [310, 315, 320]],
      ['Fire hydrant', [880, 880, 900]],
      ['Smoke detector', [2400, 2400, 2450]],
      ['Elevator', [14, 14, 14]],
    ]);
  });

  it('sizes the items of a table with odd lines end to end', () => {
    const plan = estimatePlan({
      primary: {
        name: 'pws',
        text: doc(
          [
            HEAD,
            '| Water meter | 60 | 1,200* | 1,200 | 1,200 |',
            '| Note: * includes meters at the annex | | | | |',
            '| Backflow preventer | 60 | 300 | - | 300 |',
          ].join('\n'),
        ),
      },
    });
    const derived = plan.tasks.filter((t) => t.hoursSource === 'derived');
    const by = [0, 1].map((i) => derived.reduce((s, t) => s + (t.periods?.[i]?.hours ?? 0), 0));
    // 1,500 / 1,200 items an hour each over 0.75 productive.
    expect(by[0]).toBe(2000);
    expect(by[1]).toBe(1600);
  });

  it('must not read a price schedule whose every line is money', () => {
    expect(
      byYear([
        '| Valve exercising | | $12,000 | $12,400 | $12,800 |',
        '| Hydrant flushing | | $9,000 | $9,300 | $9,600 |',
        '| Subtotal | | $21,000 | $21,700 | $22,400 |',
      ]),
    ).toEqual([]);
  });

  it('must not read people by period as work items, whatever their names end in', () => {
    expect(
      byYear([
        '| Meter Reader | | 3 | 3 | 3 |',
        '| Boiler Operator | | 2 | 2 | 2 |',
        '| Water Plant Operator | | 4 | 4 | 4 |',
      ]),
    ).toEqual([]);
  });
});
