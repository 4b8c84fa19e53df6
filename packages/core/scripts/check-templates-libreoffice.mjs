#!/usr/bin/env node
// Fills the two real government templates of the shared evaluation corpus (the FMCSA TruData
// price quote schedule and the NSWCDD Attachment J.5 staffing plan) with a plan in their own
// labour categories, recalculates the filled files in LibreOffice headless (every cached value
// removed first) and checks the totals against pricePlan. The tests use our own fixtures
// modelled on these; this script checks the originals where the corpus is present:
//   cd packages/core && npx tsup && node scripts/check-templates-libreoffice.mjs
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { PricingSchema, pricePlan } from '../dist/pricing.js';
import { fillTemplate } from '../dist/template.js';

const corpus = new URL('../../../../shared/eval/solicitations/', import.meta.url);
const FMCSA = new URL(
  'fmcsa-trudata-693jj426q000006/2. Attachment 1 Price Quote Schedule Trudata .1765825116809.xlsx',
  corpus,
);
const J5 = new URL('nswcdd-n0017826r3002/Attachment J.5 Staffing Plan (Dated 10012025)(1 Page).xlsx', corpus);
const office = ['soffice', 'libreoffice'].find((bin) => spawnSync(bin, ['--version']).status === 0);
if (!existsSync(FMCSA) || !existsSync(J5) || !office) {
  console.log(
    'SKIPPED: needs ../shared/eval beside the repository and LibreOffice (apt-get install libreoffice-calc).',
  );
  process.exit(0);
}

const years = ['Base Year', 'Option Year 1', 'Option Year 2', 'Option Year 3'];
const line = (taskId, lcat, hours, extra = {}) => ({
  taskId,
  lcat,
  hours,
  mathRationale: '',
  basis: '',
  periods: years.map((name, k) => ({ name, hours: hours + k * 10 })),
  ...extra,
});
const plan = {
  periodOfPerformance: { months: 48, periods: years.map((name) => ({ name, months: 12 })) },
  tasks: [
    line('1', 'Project Manager - Senior', 1880, { keyPersonnel: true, workArea: 'Program management' }),
    line('2', 'Business Analyst - Intermediate', 1880, { workArea: 'Analysis' }),
    line('3', 'Database Developer - Intermediate', 3760, { workArea: 'Data platform' }),
    line('4', 'Database Developer - Senior', 3760, { workArea: 'Data platform' }),
    line('5', 'Quality Assurance Analyst', 1880, { workArea: 'Analysis' }),
  ],
};
const pricing = PricingSchema.parse({
  contractType: 'FFP',
  rateCard: plan.tasks.map((t, i) => ({
    lcat: t.lcat,
    rate: `${58 + i * 6.5}`,
    source: { kind: 'company' },
  })),
  wraps: { fringe: { percent: 31 }, overhead: { percent: '12.5' }, ga: { percent: 9 }, fee: { percent: 8 } },
  escalation: { percent: 3, ratesAsOf: '2026-01-30' },
});
const priced = pricePlan(plan, pricing);

function recalculated(bytes) {
  const files = unzipSync(bytes);
  for (const name of Object.keys(files).filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n))) {
    files[name] = strToU8(
      strFromU8(files[name]).replace(/(<f\b[^>]*(?:\/>|>[^<]*<\/f>))<v>[^<]*<\/v>/g, '$1'),
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'staffplan-templates-'));
  try {
    writeFileSync(join(dir, 'filled.xlsx'), zipSync(files));
    const filter = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1';
    execFileSync(
      office,
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--convert-to',
        filter,
        '--outdir',
        dir,
        join(dir, 'filled.xlsx'),
      ],
      { stdio: 'pipe' },
    );
    return Object.fromEntries(
      readdirSync(dir)
        .filter((f) => f.endsWith('.csv'))
        .map((f) => [
          f.slice('filled-'.length, -4),
          parse(readFileSync(join(dir, f), 'utf8'), { relax_column_count: true }),
        ]),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const failures = [];
const check = (what, actual, expected) => {
  const same = JSON.stringify(actual) === JSON.stringify(expected);
  console.log(`${same ? 'ok  ' : 'FAIL'} ${what}: ${JSON.stringify(actual)}`);
  if (!same) failures.push(`${what}: expected ${JSON.stringify(expected)}`);
};
const money = (v) => Number(v).toFixed(2);

const fmcsa = await fillTemplate(new Uint8Array(readFileSync(FMCSA)), plan, { pricing });
console.log(
  `FMCSA price quote schedule: ${fmcsa.report.lint.length} lint findings, ${fmcsa.report.tables.length} tables`,
);
for (const issue of fmcsa.report.lint)
  console.log(`  lint ${issue.severity} ${issue.sheet}!${issue.cell}: ${issue.message}`);
const sheets = recalculated(fmcsa.bytes);
const detail = sheets['Detailed FFP Breakdown'] ?? [];
check(
  'block totals (E13, E26, E39, E52)',
  [13, 26, 39, 52].map((r) => money(detail[r - 1]?.[4])),
  priced.byPeriod.map((p) => p.cost),
);
check('Total for All Task Requirements (E55)', money(detail[54]?.[4]), priced.total.cost);
const summary = sheets['Price Schedule Summary'] ?? [];
check(
  'summary CLIN prices (F4, F6, F7, F8)',
  [4, 6, 7, 8].map((r) => money(summary[r - 1]?.[5])),
  priced.byPeriod.map((p) => p.price),
);
check('summary Total Price 48 Months (F9)', money(summary[8]?.[5]), priced.total.price);
check('other sheets kept', Object.keys(sheets).sort(), [
  'Assumptions',
  'Detailed FFP Breakdown',
  'Price Schedule Summary',
]);

const j5 = await fillTemplate(new Uint8Array(readFileSync(J5)), plan);
console.log(
  `NSWCDD J.5 staffing plan: ${j5.report.lint.length} lint findings; naming: ${j5.report.naming.join(' ')}`,
);
const rows = recalculated(j5.bytes).Sheet1 ?? [];
const filled = rows.slice(4, 4 + plan.tasks.length);
check(
  'J.5 names and order (task area, then labour category)',
  filled.map((r) => [r[0], r[2], r[4]]),
  [
    ['TBD', 'Business Analyst - Intermediate', 'Analysis'],
    ['TBD', 'Quality Assurance Analyst', 'Analysis'],
    ['TBD', 'Database Developer - Intermediate', 'Data platform'],
    ['TBD', 'Database Developer - Senior', 'Data platform'],
    ['Key – TBD', 'Project Manager - Senior', 'Program management'],
  ],
);
check(
  'J.5 hours by year add up to the plan’s',
  years.map((_, k) => filled.reduce((s, r) => s + Number(r[6 + k]), 0)),
  priced.byPeriod.map((p) => p.hours),
);
if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('\nBoth templates filled in place; LibreOffice recalculates them to the plan’s totals.');
