import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';
import { type Generated, misses } from './expectation';
import { lcatHours, loeByPeriod, posts24x7, type Style, scaBySite, siteColumns } from './templates-staffing';
import { baseOps, shortStudy, training, volumes } from './templates-work';

const style = fc.record({
  h: fc.nat(7),
  n: fc.nat(7),
  p: fc.nat(11),
  t: fc.nat(11),
  l: fc.nat(9),
  v: fc.nat(5),
  ocr: fc.boolean(),
});

const TEMPLATES: [string, (s: Style) => Generated][] = [
  ['SCA staffing by site and shift', scaBySite],
  ['staffing with a column per site', siteColumns],
  ['LCAT x period hour table', lcatHours],
  ['LOE hours by period', loeByPeriod],
  ['24x7 posts', posts24x7],
  ['volumes-driven service', volumes],
  ['short study in days', shortStudy],
  ['base ops, seven option years, budget', baseOps],
  ['training with course iterations', training],
];

describe('the reader holds across phrasings and layouts', () => {
  for (const [name, render] of TEMPLATES)
    it(name, () => {
      fc.assert(
        fc.property(style, (s) => {
          const g = render(s);
          const model = readSolicitation({ primary: { name: 'synthetic.md', text: g.text } });
          expect(misses(g.expected, g.distractors, model), g.text).toEqual([]);
        }),
        { numRuns: 60 },
      );
    });
});

// `ROBUSTNESS_REPORT=1 npx vitest run src/solicitation/robustness` prints each family's pass
// rate over a fixed sample of styles and its commonest misses (the figures in the report).
describe.runIf(process.env.ROBUSTNESS_REPORT)('pass rates', () => {
  it('prints', () => {
    const samples = fc.sample(style, { numRuns: 150, seed: 14 });
    for (const [name, render] of TEMPLATES) {
      const kinds = new Map<string, number>();
      let pass = 0;
      for (const s of samples) {
        const g = render(s);
        const found = misses(
          g.expected,
          g.distractors,
          readSolicitation({ primary: { name: 'synthetic.md', text: g.text } }),
        );
        if (found.length === 0) pass++;
        else if (
          process.env.ROBUSTNESS_SHOW &&
          name.startsWith(process.env.ROBUSTNESS_SHOW) &&
          kinds.size < 40
        ) {
          const want = process.env.ROBUSTNESS_MISS;
          if (!want || found.some((f) => f.includes(want)))
            console.log(`---- ${JSON.stringify(s)}\n${g.text}\n>> ${found.join('\n>> ')}`);
        }
        for (const f of found) {
          const k = f.replace(/\(.*|got .*|\d{3,}.*$/, '').slice(0, 60);
          kinds.set(k, (kinds.get(k) ?? 0) + 1);
        }
      }
      const top = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 6);
      console.log(`${name}: ${pass}/${samples.length}  ${top.map(([k, n]) => `${k} x${n}`).join(' | ')}`);
    }
  });
});

// Reader speed on 300,000 characters of generated solicitations (every family, every style).
describe.runIf(process.env.ROBUSTNESS_REPORT)('speed', () => {
  it('reads 300,000 characters of generated text', () => {
    const parts: string[] = [];
    let size = 0;
    for (const s of fc.sample(style, { numRuns: 400, seed: 3 }))
      for (const [, render] of TEMPLATES) {
        if (size >= 300_000) break;
        const text = render(s).text;
        parts.push(text);
        size += text.length + 2;
      }
    const text = parts.join('\n\n').slice(0, 300_000);
    const t0 = performance.now();
    readSolicitation({ primary: { name: 'big.md', text } });
    console.log(`readSolicitation on ${text.length} chars: ${Math.round(performance.now() - t0)} ms`);
  });
});
