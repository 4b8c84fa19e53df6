import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../../estimator/index';
import { countedPositions } from './counted-positions';

// Twelfth session (blind, layer "stated"): a minimum crew stated in prose ("not less than two (2)
// qualified Lock Tenders on duty at all times, 24 hours a day, 365 days a year"), with full-time
// positions beside it that do not count toward the crew. Invented in several domains (pump
// station, movable bridge, water plant, tunnel control, levee gate), with look-alikes.
const POP =
  '## F Period of performance\nThe period of performance is a base year of twelve (12) months and one (1) twelve-month option year.\n';
const plan = (body: string) => estimatePlan({ primary: { name: 'pws.md', text: `${POP}${body}` } });
const posts = (p: ReturnType<typeof plan>) => p.tasks.filter((t) => t.unit === 'post');

describe('a count of people with a fitness word before the title (in a minimum crew)', () => {
  it.each([
    ['two (2) qualified Pump Station Operators on duty', 'Pump Station Operator', 2],
    ['not fewer than three (3) trained bridge tenders on duty', 'Bridge Tender', 3],
    ['one (1) experienced Control Room Operator at all times', 'Control Room Operator', 1],
    ['two (2) certified nursing assistants on duty', 'Certified Nursing Assistant', 2],
    ['two (2) Licensed Practical Nurses on duty', 'Licensed Practical Nurse', 2],
  ])('"%s" counts %s', (text, title, count) => {
    expect(countedPositions(text, true)).toEqual([expect.objectContaining({ title, count })]);
  });
});

describe('a minimum crew clause in prose', () => {
  it('pump station: a 24x7 crew of two plus full-time positions outside the crew', () => {
    const p = plan(`## C.3 Operations
C.3.1 The Contractor shall have not less than two (2) qualified Pump Station Operators on duty at the station at all times, 24 hours a day, 365 days a year.
C.3.2 In addition, the Contractor shall provide one full-time Instrument Technician, Monday through Friday, and one full-time Station Manager (Key Personnel), neither counted toward the minimum crew.
`);
    const crew = posts(p).find((t) => /Pump Station Operator/.test(t.lcat));
    expect(crew?.hours).toBe(2 * 8760);
    expect(`${crew?.mathRationale} ${crew?.basis ?? ''}`).toMatch(/24x7|24 h/);
    const tech = p.tasks.find((t) => t.lcat === 'Instrument Technician');
    const manager = p.tasks.find((t) => t.lcat === 'Station Manager');
    expect(tech?.hours).toBe(p.hoursPerFte);
    expect(manager?.hours).toBe(p.hoursPerFte);
    expect(manager?.keyPersonnel).toBe(true);
    expect(p.tasks.reduce((s, t) => s + t.hours, 0)).toBeGreaterThanOrEqual(2 * 8760 + 2 * p.hoursPerFte);
  });

  it('movable bridge: a minimum of one trained tender around the clock', () => {
    const p = plan(`## C.2 Bridge operation
C.2.1 A minimum of one (1) trained Bridge Tender shall be on duty in the control house at all times, twenty-four (24) hours a day, seven (7) days a week, including holidays.
C.2.2 The Contractor shall also provide one full-time Bridge Mechanic, Monday through Friday.
`);
    expect(posts(p).find((t) => /Bridge Tender/.test(t.lcat))?.hours).toBe(8760);
    expect(p.tasks.find((t) => t.lcat === 'Bridge Mechanic')?.hours).toBe(p.hoursPerFte);
  });

  it('water plant: not fewer than three licensed operators around the clock', () => {
    const p = plan(`## C.5 Plant staffing
C.5.1 The Contractor shall maintain not fewer than three (3) experienced Water Treatment Operators on duty at the plant 24 hours a day, 7 days a week.
`);
    expect(posts(p).find((t) => /Water Treatment Operator/.test(t.lcat))?.hours).toBe(3 * 8760);
  });

  it('a crew on duty at all times asks how relief, leave and training are covered', () => {
    const p = plan(`## C.4 Tunnel control
C.4.1 The Contractor shall have at least two (2) qualified Tunnel Controllers on duty in the control room at all times, 24 hours a day, 365 days a year.
`);
    expect(posts(p).find((t) => /Tunnel Controller/.test(t.lcat))?.hours).toBe(2 * 8760);
    const asked = (p.openQuestions ?? []).map((q) => q.question).join(' ');
    expect(asked).toMatch(/relie(?:f|ve)|leave|training/i);
  });

  it('does not read a minimum of references or years of experience as a crew', () => {
    const p = plan(`## C.6 Levee gates
C.6.1 The Contractor shall operate the levee gates when ordered.
C.6.2 Offerors shall submit not less than three (3) references for similar work.
C.6.3 Gate Operators shall have not less than two (2) years of experience operating flood gates.
`);
    expect(posts(p).length).toBe(0);
    expect(p.tasks.some((t) => t.hours === 3 * 8760 || t.hours === 2 * 8760)).toBe(false);
  });

  it('does not make a post of a qualified person asked for in business hours', () => {
    const p = plan(`## C.8 Calibration
C.8.1 One (1) qualified Calibration Technician shall perform the scheduled calibrations on site, Monday through Friday, 0800 to 1630.
`);
    expect(posts(p).some((t) => /Calibration Technician/.test(t.lcat))).toBe(false);
  });

  it('does not read the incumbent\u2019s crew given for information only as a crew to staff', () => {
    const p = plan(`## C.7 Background
C.7.1 For information only, the incumbent contractor currently has three (3) qualified Lock Operators on duty at all times, 24 hours a day, 365 days a year; offerors shall propose their own staffing.
`);
    expect(posts(p).some((t) => t.hours === 3 * 8760)).toBe(false);
  });
});
