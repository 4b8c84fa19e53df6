import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

const read = (text: string) => readSolicitation({ primary: { name: 'pws', text } });

describe('stated size in phrasings whose sentence names no size word', () => {
  it.each([
    [
      '## 3. Level of Effort\nThe total labor hours under this task order shall not exceed 6,000 hours per year.',
      6000,
    ],
    ['3. LEVEL OF EFFORT\nWork under this order shall not exceed 4,500 hours a year.', 4500],
    ['## Level of Effort\nHours billed under this order may not exceed 12,000 labor hours annually.', 12000],
    ['C.4 Labor Hours\nThe total labor hours shall not exceed 2,400 hours each year.', 2400],
  ])('hours ceiling under an effort heading: %s', (text, hours) => {
    const e = read(text).statedEffort.find((f) => f.kind === 'hours');
    expect(e?.value).toBe(hours);
    expect(e?.scope).toBe('per-year');
  });

  it.each([
    ['## 3. Staffing\nThe contractor shall provide a minimum of six (6) full-time personnel.', 6],
    ['## Personnel\nThe Contractor shall furnish at least 4 full-time personnel on site.', 4],
    ['3. STAFFING\nThe contractor shall provide a minimum of ten (10) personnel, including a Site Lead.', 10],
    ['## 2 Team\nA minimum of three (3) full-time staff shall be assigned.', 3],
  ])('a head count under a staffing heading: %s', (text, people) => {
    expect(read(text).statedEffort.find((f) => f.kind === 'people' || f.kind === 'fte')?.value).toBe(people);
  });

  it.each(['### 5.7 Personnel\nThe team works remotely.', '## 2.4 Staff\nSee Attachment 3.'])(
    'a section number before a heading noun is no head count: %s',
    (text) => {
      expect(read(text).statedEffort.filter((f) => f.kind === 'people' || f.kind === 'fte')).toEqual([]);
    },
  );
});

describe('staffed posts and head counts on duty', () => {
  it.each([
    ['C.4.1 The Contractor shall staff three (3) armed fixed posts 24 hours a day,\n7 days a week.', 3],
    ['The contractor shall staff two (2) posts 24 hours per day, seven (7) days per week.', 2],
    ['Four unarmed lobby guards shall be on duty 24/7.', 4],
    [
      'The console shall be staffed 24x7x365. A minimum of two (2) network operations personnel shall be on duty at all times.',
      2,
    ],
    ['The SOC shall operate 24x7. The contractor shall keep three analysts on duty at all times.', 3],
  ])('%s', (text, posts) => {
    const c = read(text).coverage.find((f) => f.is24x7);
    expect(c?.posts).toBe(posts);
    expect(c?.hoursPerWeek).toBe(168);
  });

  it('a patrol post with its hours a day and days a week is one post', () => {
    const c = read(
      'C.4.2 The Contractor shall staff one (1) roving patrol post 8 hours per day,\n5 days per week (Monday through Friday, 0700-1500).',
    ).coverage;
    expect(c.map((f) => [f.posts, f.hoursPerWeek])).toEqual([[1, 40]]);
  });
});
