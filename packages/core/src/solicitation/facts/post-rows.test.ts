import { describe, expect, it } from 'vitest';
import { readPostRow } from './post-rows';
import { repairOcrDigits, splitUnits } from './text-units';

describe('post schedule rows', () => {
  it('reads hours a day as a number, "24 hrs" or a window, and days as a count or a day range', () => {
    expect(readPostRow('Console Control 0001-2400 24 7 (8,736) YES')).toMatchObject({
      name: 'Console Control',
      hoursPerDay: 24,
      daysPerWeek: 7,
    });
    expect(readPostRow('1 Lakewood Bldg 67 Main Lobby 24 hrs 7 days 8,760')).toMatchObject({
      hoursPerDay: 24,
      daysPerWeek: 7,
    });
    expect(readPostRow('2 Lakewood Vehicle Gate 1 0600 - 1800 Mon - Fri 3,120')).toMatchObject({
      hoursPerDay: 12,
      daysPerWeek: 5,
    });
    expect(readPostRow('Magnetometer 0700-1530 9.5 *5 (2,470) YES')).toMatchObject({
      name: 'Magnetometer',
      hoursPerDay: 9.5,
      daysPerWeek: 5,
    });
  });

  it('keeps a row only when its yearly hours agree with its schedule', () => {
    expect(readPostRow('Main Lobby 24 hrs 7 days 4,000')).toBeNull();
    expect(readPostRow('Janitor 3 positions 2 floors 1,200')).toBeNull();
  });
});

describe('OCR digit repair', () => {
  it('reads l and O inside numbers as 1 and 0, and leaves words alone', () => {
    expect(repairOcrDigits('Option Year l: 0l Oct 2028 - 30 Sep 2029')).toBe(
      'Option Year 1: 01 Oct 2028 - 30 Sep 2029',
    );
    expect(repairOcrDigits('8,76O hours under FAR 52.2l7-8')).toBe('8,760 hours under FAR 52.217-8');
    expect(repairOcrDigits('Lobby Lakewood Ogden all')).toBe('Lobby Lakewood Ogden all');
  });

  it('quotes the document’s own words when it repaired them', () => {
    const [unit] = splitUnits('Annual hours: 8,76O.');
    expect(unit).toMatchObject({ text: 'Annual hours: 8,760.', quote: 'Annual hours: 8,76O.' });
  });
});
