#!/usr/bin/env node
// Opens a plan's XLSX export in LibreOffice (headless, every sheet to CSV) and checks that what
// a second spreadsheet program reads equals planView, the computation the screen shows.
// CI does not install LibreOffice, so this is a script, not a test:
//   cd packages/core && npx tsup && cd ../cli && node scripts/check-xlsx-libreoffice.mjs [plan.json]
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { normalizePlan, planView } from '@staffplan/core';
import { toXlsx } from '@staffplan/core/xlsx';

const office = ['libreoffice', 'soffice'].find((bin) => spawnSync(bin, ['--version']).status === 0);
if (!office) {
  console.log('SKIPPED: LibreOffice is not installed (apt-get install libreoffice-calc to run this check).');
  process.exit(0);
}

const planPath = process.argv[2] ?? new URL('../test/fixtures/confidence-plan.json', import.meta.url);
const normalized = normalizePlan(readFileSync(planPath, 'utf8'));
if (!normalized.ok) throw new Error(normalized.errors.join('\n'));
const plan = normalized.value;
const view = planView(plan);

const dir = mkdtempSync(join(tmpdir(), 'staffplan-lo-'));
const failures = [];
const check = (what, actual, expected) => {
  const same = JSON.stringify(actual) === JSON.stringify(expected);
  console.log(`${same ? 'ok  ' : 'FAIL'} ${what}: ${JSON.stringify(actual)}`);
  if (!same)
    failures.push(
      `${what}: expected ${JSON.stringify(expected)}, LibreOffice read ${JSON.stringify(actual)}`,
    );
};

/** RFC 4180 rows. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (ch === '"') quoted = !quoted;
    else if (quoted) cell += ch;
    else if (ch === ',') endCell();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

try {
  const file = join(dir, 'plan.xlsx');
  writeFileSync(file, await toXlsx(plan, { planName: 'LibreOffice check' }));
  // Filter options: comma, double quote, UTF-8, from row 1, raw values (not as shown), every sheet (-1).
  execFileSync(
    office,
    [
      '--headless',
      '--convert-to',
      'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1',
      '--outdir',
      dir,
      file,
    ],
    { stdio: 'pipe', timeout: 120_000 },
  );
  const sheets = {};
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.csv'))) {
    sheets[name.replace(/^plan-?/, '').replace(/\.csv$/, '')] = parseCsv(
      readFileSync(join(dir, name), 'utf8'),
    );
  }
  console.log(`LibreOffice wrote sheets: ${Object.keys(sheets).join(', ')}`);
  const tasks = sheets['Staffing Plan'] ?? [];
  const n = view.rows.length;
  check('tasks sheet header', tasks[0], [
    'Task Number',
    'Location',
    'Role',
    'Hours',
    'Calculation Method',
    'Notes',
    'Source',
    'Citation',
  ]);
  check(
    'hours per task',
    tasks.slice(1, n + 1).map((r) => Number(r[3])),
    view.rows.map((r) => r.task.hours),
  );
  check(
    'source per task',
    tasks.slice(1, n + 1).map((r) => r[6]),
    view.rows.map((r) => r.sourceLabel),
  );
  check(
    'citation per task',
    tasks.slice(1, n + 1).map((r) => r[7]),
    view.rows.map((r) => r.citation),
  );
  check('total hours', Number(tasks[n + 1]?.[3]), view.totals.totalHours);
  check(`total FTE at ${view.hoursPerFte} h per FTE`, Number(tasks[n + 1]?.[5]), view.totals.totalFte);
  if (view.periods.length > 0) {
    const periods = sheets['Hours by Period'] ?? [];
    const cols = view.periods.map((_, i) => i + 2);
    check('tasks on the period sheet', periods.length >= n + 3 ? n : periods.length - 3, n);
    check(
      'hours by period',
      cols.map((c) => Number(periods[n + 1]?.[c])),
      view.periods.map((p) => p.hours),
    );
    check(
      'FTE by period',
      cols.map((c) => Number(periods[n + 2]?.[c])),
      view.periods.map((p) => p.fte),
    );
  }
  const notes = (sheets.Assumptions ?? []).map((r) => r.slice(0, 3));
  if (view.confidence) {
    check(
      'confidence',
      notes.find((r) => r[0] === 'Confidence'),
      ['Confidence', view.confidence.label, view.confidence.reason],
    );
  }
  check(
    'assumptions',
    notes.filter((r) => r[0] === 'Assumption').map((r) => r[1]),
    view.assumptions,
  );
  check(
    'open questions',
    notes.filter((r) => r[0] === 'Open question').map((r) => r[1]),
    view.openQuestions.map((q) => q.question),
  );
  if (view.stated && view.stated.rows.length > 0) {
    const stated = sheets['Stated vs planned'] ?? [];
    check(
      'stated vs planned',
      stated
        .slice(1, view.stated.rows.length + 1)
        .map((r) => [r[0], r[1], Number(r[3]), Number(r[4]), Number(r[5])]),
      view.stated.rows.map((r) => [r.lcat, r.period, r.stated, r.planned, r.difference]),
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log('\nLibreOffice reads the XLSX export with the same values as planView.');
