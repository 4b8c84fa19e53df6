import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

const plan = (text: string) => buildPlan(readSolicitation({ primary: { name: 'rfq.md', text } }));
const total = (p: ReturnType<typeof plan>) => p.tasks.reduce((s, t) => s + t.hours, 0);

// A post grid (invented) beside a Government estimate in dollars.
const grid = (estimate: string) => `C.1 The base period is twelve (12) months.

C.2 The Government estimate for this requirement is ${estimate} a year.

C.3 Each post below is one person on duty for the whole window.

**Table C-1. Eastgate Rink (open all year)**

| Position title | Monday – Friday | Saturday – Sunday |
|---|---|---|
| Rink Monitor | 0800 - 2000, 2 posts | 1000 - 1800, 1 post |
| Skate Rental Clerk | 1200 - 2000, 1 post | 1000 - 1800, 1 post |
`;

describe('posts of a post table beside a budget', () => {
  // 2 x 12 x 260 + 8 x 104 + 8 x 260 + 8 x 104 = 9,984 h a year.
  it('prices the posts when the budget is too small to hold them', () => {
    const p = plan(grid('$150,000'));
    expect(total(p)).toBe(9984);
    expect(new Set(p.tasks.map((t) => t.lcat))).toEqual(new Set(['Rink Monitor', 'Skate Rental Clerk']));
  });

  it('keeps the posts inside a budget that holds them, with the rest spread', () => {
    const p = plan(grid('$3,000,000'));
    expect(p.tasks.filter((t) => t.lcat === 'Rink Monitor').reduce((s, t) => s + t.hours, 0)).toBe(7072);
    expect(total(p)).toBeGreaterThan(9984);
  });
});
