import { it } from 'vitest';
import { readPeriodFacts } from '../solicitation/facts/period-phrases';
import { splitUnits } from '../solicitation/facts/text-units';
it('probe', () => {
  const rows = [
      'Performance Period I 15 June 2031 to 14 December 2031 six months',
      'Performance Period II 15 December 2031 14 December 2032 twelve months',
      'Performance Period III 15 December 2032 14 December 2033 twelve months',
    ].join('\n');
  for (const u of splitUnits(rows)) console.log(JSON.stringify(u.text), JSON.stringify(readPeriodFacts(u.text)));
  for (const s of ['Work starts on 2 April 2029 and ends on 30 November 2029.']) console.log(JSON.stringify(readPeriodFacts(s)));
});
