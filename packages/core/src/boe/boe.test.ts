import { describe, expect, it } from 'vitest';
import { LIBREOFFICE_TIMEOUT_MS, documentText } from '../../test/office/libreoffice';
import { FULL_PLAN } from '../plan/full-plan.fixture';
import { citationText } from '../plan/view-labels';
import { pricePlan } from '../pricing/price-plan';
import { PricingSchema } from '../pricing/schemas';
import { basisOfEstimate, driverOf, LINE_CONFIDENCE, toBasisOfEstimate } from './index';

describe('the basis of estimate', { timeout: LIBREOFFICE_TIMEOUT_MS }, () => {
  it('has one section per line with its driver, productivity, hours, quote, assumptions and confidence', () => {
    const boe = basisOfEstimate(FULL_PLAN, { planName: 'Full plan' });
    expect(boe.sections).toHaveLength(FULL_PLAN.tasks.length);
    FULL_PLAN.tasks.forEach((task, i) => {
      const fields = new Map(boe.sections[i]?.fields);
      expect(boe.sections[i]?.heading).toContain(task.lcat);
      expect([...fields.keys()]).toEqual(
        expect.arrayContaining([
          'Work element',
          'Driver and quantity',
          'Productivity',
          'Hours',
          'Source quote',
          'Assumptions',
          'Confidence',
        ]),
      );
      expect(fields.get('Source quote')).toBe(
        citationText(task.citation) || 'No requirement states this line',
      );
      if (task.hoursSource) expect(fields.get('Confidence')).toBe(LINE_CONFIDENCE[task.hoursSource]);
      if (task.quantity !== undefined) expect(fields.get('Driver and quantity')).toMatch(/^\d/);
    });
  });

  it('reads the driver and productivity from a calculation written as quantity x hours', () => {
    expect(driverOf('12,000 tickets x 0.5 h = 6,000 h; + 4% surge')).toEqual({
      quantity: '12,000',
      unit: 'tickets',
      rate: '0.5',
    });
    expect(driverOf('1 FTE x 2,080 h x 2 periods')).toBeNull();
    const desk = basisOfEstimate(FULL_PLAN).sections.find((s) => s.heading.includes('Help Desk'));
    const fields = new Map(desk?.fields);
    expect(fields.get('Driver and quantity')).toBe('12,000 tickets (read from the calculation)');
    expect(fields.get('Productivity')).toBe('0.5 h per ticket (read from the calculation)');
  });

  it('opens in LibreOffice, whose text holds every line’s quote and heading', async () => {
    const pricing = PricingSchema.parse({
      contractType: 'T&M',
      rateCard: FULL_PLAN.tasks.map((t) => ({ lcat: t.lcat, rate: '95.00', source: { kind: 'company' } })),
      escalation: { ratesAsOf: '2026-01-01' },
    });
    const priced = pricePlan(FULL_PLAN, pricing);
    const bytes = await toBasisOfEstimate(FULL_PLAN, { planName: 'Full plan', priced });
    const text = documentText(bytes).replace(/\s+/g, ' ');
    expect(text).toContain('Basis of estimate: Full plan');
    for (const task of FULL_PLAN.tasks) {
      if (task.citation?.quote) expect(text).toContain(task.citation.quote.trim().replace(/\s+/g, ' '));
      expect(text).toContain(`${task.taskId} ${task.lcat}`);
    }
    for (const line of priced.lines) expect(text).toContain(line.math);
  });
});
