import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';
import { operatingDays } from './schedule-days';
import { servedPerStaff } from './ratio-posts';

const ratioPosts = (text: string, amendment?: string) => {
  const model = readSolicitation({
    primary: { name: 'rfp.md', text },
    ...(amendment ? { supporting: [{ name: 'amendment-0001.txt', text: amendment }] } : {}),
  });
  return {
    posts: model.coverage.filter((c) => c.label === 'ratio posts'),
    notes: model.notes.map((n) => n.text),
  };
};
const brief = (text: string, amendment?: string) =>
  ratioPosts(text, amendment).posts.map(
    (c) => `${c.posts} ${c.position} ${c.hoursPerDay}h x ${c.daysPerYear ?? `${c.daysPerWeek}d`}`,
  );

const SECTION_C = 'SECTION C - PERFORMANCE WORK STATEMENT\n\n';

describe('ratio posts', () => {
  it('reads ratios as staff-to-served, served-to-staff and words', () => {
    expect(servedPerStaff('1:4')).toBe(4);
    expect(servedPerStaff('10:1')).toBe(10);
    expect(servedPerStaff('1 to 6')).toBe(6);
    expect(servedPerStaff('n/a')).toBeNaN();
  });

  it('reads the days a year the work runs in several wordings', () => {
    expect(operatingDays(['For pricing, offerors shall assume 248 operating days a year.'])).toBe(248);
    expect(operatingDays(['The calendar has **245 testing days** in each contract period.'])).toBe(245);
    expect(operatingDays(['The camp runs about 60 service days per year.'])).toBe(60);
    expect(operatingDays(['The building has 250 parking spaces a year.'])).toBeUndefined();
  });

  it('derives posts from a capacity and ratio table over the open hours (pipe table, 1:N)', () => {
    const text = `${SECTION_C}C.3 Hours. The Center is open from 6:30 a.m. to 6:00 p.m., Monday through Friday. For pricing, assume 248 operating days a year.

C.4 Ratios. Each classroom shall be staffed at the staff-to-child ratio in Table C-2 for its licensed capacity during every hour the Center is open; the number of caregivers in a classroom is its capacity divided by the ratio, rounded up.

Table C-2. Classrooms

| Room | Licensed capacity | Staff-to-child ratio |
|---|---|---|
| 101 | 8 | 1:4 |
| 102 | 10 | 1:5 |
| 103 | 20 | 1:10 |
| | Total | 38 | |
`;
    expect(brief(text)).toEqual(['6 Caregiver 11.5h x 248']);
  });

  it('reads a "served per worker" column, seats and a window in 24-hour clock', () => {
    const text = `${SECTION_C}3. Hours. The Center tests Tuesday through Saturday, 0730 to 1630 (nine hours).

4. Ratios. Each examination room shall be staffed on every testing day at its full seating capacity. Where the seats divided by the ratio is not a whole number, round up to the next whole proctor.

| Room | Seats | Candidates per proctor |
|---|---|---|
| 101 | 48 | 16 |
| 104 | 22 | 12 |
`;
    expect(brief(text)).toEqual(['5 Proctor 9h x 5d']);
  });

  it('takes the sizes an amendment changes, in a table or in words, and says so', () => {
    const text = `${SECTION_C}C.3 The camp is open from 8:00 a.m. to 4:00 p.m., Monday through Friday.

C.4 Each cabin group shall be staffed at the ratio in Table 2 at all times the camp is open; the number of counselors is the enrollment divided by the ratio, rounded up.

| Group | Enrollment | Ratio |
|---|---|---|
| Juniors | 24 | 1:8 |
| Seniors | 30 | 1:10 |
`;
    const table = `AMENDMENT 0001\n\nTable 2 is changed as follows:\n\nGroup     Enrollment        Ratio\nJuniors   FROM 24 TO 32     1:8 (unchanged)\n`;
    const words =
      'AMENDMENT 0001\n\nQ1. Will the Seniors group grow? A1. Yes. For Seniors, "30" campers is replaced by "36".\n';
    expect(brief(text)).toEqual(['6 Counselor 8h x 5d']);
    expect(brief(text, table)).toEqual(['7 Counselor 8h x 5d']);
    expect(brief(text, words)).toEqual(['7 Counselor 8h x 5d']);
    expect(
      ratioPosts(text, words).notes.some((n) => /seniors from 30 to 36/i.test(n) && /6 before/.test(n)),
    ).toBe(true);
  });

  it('does not fire on ratios named for information, without open hours, or without a size column', () => {
    const info = `${SECTION_C}C.3 The Center is open from 7:00 a.m. to 5:00 p.m., Monday through Friday.

C.4 For information, the current ratios at all hours are shown below.

| Room | Licensed capacity | Ratio |
|---|---|---|
| 101 | 8 | 1:4 |
`;
    const noHours = `${SECTION_C}C.4 Each room shall be staffed at its ratio at all times, rounded up.

| Room | Licensed capacity | Ratio |
|---|---|---|
| 101 | 8 | 1:4 |
`;
    const noSize = `${SECTION_C}C.3 The Center is open from 7:00 a.m. to 5:00 p.m., Monday through Friday.

C.4 Each room shall be staffed at its ratio at all times.

| Room | Age group | Ratio |
|---|---|---|
| 101 | Infants | 1:4 |
`;
    const debt = `${SECTION_C}C.3 The office is open from 8:00 a.m. to 4:30 p.m., Monday through Friday.

C.4 The ratio of supervisors to clerks shall be maintained at all times.

| Unit | Budget | Cost per visitor |
|---|---|---|
| A | 1200 | 4 |
`;
    for (const t of [info, noHours, noSize, debt]) expect(brief(t)).toEqual([]);
  });
});

describe('posts on operating days and paid hours', () => {
  it('keeps a post on the stated operating days and prices its paid hours', () => {
    const text = `${SECTION_C}C.3 The Center is open from 6:30 a.m. to 6:00 p.m., Monday through Friday. For pricing, assume 248 operating days a year.

C.5 One (1) Cook shall be on duty from 7:00 a.m. to 3:30 p.m. each operating day (8 hours paid, with a 30-minute meal period).
`;
    const cook = readSolicitation({ primary: { name: 'rfp.md', text } }).coverage.find(
      (c) => c.position === 'Cook',
    );
    expect(cook && `${cook.hoursPerDay} x ${cook.daysPerYear}`).toBe('8 x 248');
  });
});
