import { readFileSync } from 'node:fs';
import { it } from 'vitest';
import { splitUnits } from '../solicitation/facts/text-units';
import { readPeriodFacts } from '../solicitation/facts/period-phrases';
it('doc', () => {
  const t = readFileSync(process.env.DOC ?? '', 'utf8');
  for (const u of splitUnits(t)) {
    const f = readPeriodFacts(u.text);
    if (f.length || /Performance/.test(u.text)) console.log(JSON.stringify(u.text.slice(0, 150)), JSON.stringify(f));
  }
});
