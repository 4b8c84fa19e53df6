import { describe, expect, it } from 'vitest';
import { buildPlan } from './build-plan';
import { model } from './test-models';
import { vehicleHourVolumes } from './vehicle-hours';

// Invented phrasings of a route schedule's vehicle hours and the service days a year.
describe('vehicleHourVolumes', () => {
  it.each([
    [
      'The routes amount to forty (40) vehicle service hours on each service day. There are about 250 service days a year.',
      10_000,
    ],
    ['Service totals 40 bus hours per weekday.', 40 * 260],
    ['The schedule requires 300 vehicle hours a week of shuttle service.', 300 * 52],
    ['The fleet operates 9,000 revenue hours a year.', 9000],
    ['Operating 40 vehicle-hours each day, on 255 operating days per year.', 40 * 255],
  ])('reads %j', (text, yearly) => {
    const [q] = vehicleHourVolumes(model(), [text]);
    expect(q?.noun).toBe('vehicle hour');
    expect(q?.value).toBe(yearly);
  });

  it('ignores hours that are not vehicle service hours', () => {
    expect(
      vehicleHourVolumes(model(), ['The office is open 10 hours each day. Drivers work 8 hours a day.']),
    ).toEqual([]);
  });

  it('sizes drivers from vehicle hours at a stated, assumed paid-time factor', () => {
    const text =
      'The routes amount to 40 vehicle service hours on each service day; about 250 service days a year.';
    const plan = buildPlan(model(), { texts: [text] });
    const driver = plan.tasks.find((t) => t.lcat === 'Driver');
    expect(driver?.hours).toBe(12_000);
    expect(plan.assumptions?.some((a) => /pre-trip.*relief/.test(a))).toBe(true);
    expect(plan.confidence?.level).not.toBe('high');
  });
});
