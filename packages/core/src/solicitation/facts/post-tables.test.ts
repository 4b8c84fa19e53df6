import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

const positions = (text: string) =>
  readSolicitation({ primary: { name: 'pws.md', text } })
    .coverage.filter((c) => c.position)
    .map((c) => `${c.posts} ${c.position} ${c.hoursPerDay}x${c.daysPerWeek}`);

describe('positions on duty stated as a table', () => {
  it('reads the position, its window and how many are on duty', () => {
    const text = `## 5 Staffing

| Position | Coverage | Positions on duty |
|---|---|---|
| Dispatcher | 24/7 | 2 |
| Shift Supervisor | 24 x 7 x 365 | 1 |
| Records Clerk | 0700-1530, Mon-Fri | 1 |
`;
    expect(positions(text)).toEqual([
      '2 Dispatcher 24x7',
      '1 Shift Supervisor 24x7',
      '1 Records Clerk 8.5x5',
    ]);
  });

  it('leaves full-time positions by site and shift to the stated staffing', () => {
    const text = `| Site | Shift | Position | Number of Positions |
|---|---|---|---|
| a. Columbus | Day (0700-1530) | Janitor | 3 |
`;
    expect(positions(text)).toEqual([]);
  });

  it('leaves tables that state hours or FTE to the stated staffing', () => {
    const text = `| Post / position | Coverage | Positions on duty | Hours per year |
|---|---|---|---|
| Tier 1 Security Analyst | 24 x 7 x 365 | 2 | 17,520 |
`;
    expect(positions(text)).toEqual([]);
  });
});
