#!/usr/bin/env node
// Local estimator benchmark (issue 5, speed points), measured side by side in one run:
//  1. a 300,000-character solicitation -> plan (target < 2 s), median of several runs;
//  2. time to the first thinking line (target < 300 ms; the server streams it at once);
//  3. the digest model providers get instead of raw text: its size against the raw text,
//     and its build time against the full plan.
// The 300,000 characters are real: the first 300,000 characters of the NIAID RFP text, and the
// Markdown solicitations repeated to that length. Build first: cd packages/core && npx tsup.
// Run: node bench/estimator.mjs [runs]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDigest, estimatePlan } from '../packages/core/dist/index.js';
import { evalCorpus } from './lib/eval-corpus.mjs';

const evalDir = evalCorpus('solicitations', 'bench/estimator.mjs');
const RUNS = Number(process.argv[2] ?? 7);
const SIZE = 300_000;

const read = (rel) => readFileSync(join(evalDir, rel), 'utf8');
const markdown = [
  'dos-talentmap/Attachment2_PWS.md',
  'dol-14c/Attachment1_PWS.md',
  'opm-eqip/PWS.md',
  'usfs-epermit/RFQ.md',
]
  .map(read)
  .join('\n\n');
const inputs = {
  'NIAID RFP text (flattened PDF text)': read('niaid-iqa-rfp.txt').slice(0, SIZE),
  'Markdown PWS/RFQ set, repeated': markdown.repeat(Math.ceil(SIZE / markdown.length)).slice(0, SIZE),
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${x.toFixed(1)} ms`;

console.log(`runs: ${RUNS} (median); node ${process.version}`);
console.log(
  '| input | chars | plan | first thinking line | digest build | digest chars | digest / raw | plan / 2 s budget |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const [name, text] of Object.entries(inputs)) {
  estimatePlan({ primary: { text } }); // warm-up
  const plan = [];
  const first = [];
  const digest = [];
  let digestChars = 0;
  for (let i = 0; i < RUNS; i++) {
    let firstAt = -1;
    const t0 = performance.now();
    estimatePlan(
      { primary: { name, text } },
      {
        onThinking: () => {
          if (firstAt < 0) firstAt = performance.now() - t0;
        },
      },
    );
    plan.push(performance.now() - t0);
    first.push(firstAt);
    const t1 = performance.now();
    digestChars = buildDigest({ primary: { text } }).text.length;
    digest.push(performance.now() - t1);
  }
  const p = median(plan);
  console.log(
    `| ${name} | ${text.length.toLocaleString('en-US')} | ${ms(p)} | ${ms(median(first))} | ${ms(median(digest))} | ` +
      `${digestChars.toLocaleString('en-US')} | ${(digestChars / text.length).toFixed(3)} | ${(p / 2000).toFixed(3)} |`,
  );
}
