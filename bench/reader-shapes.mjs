#!/usr/bin/env node
// Reader shapes benchmark: how much stated staffing the solicitation reader recovers from
// tables of any shape. A seeded generator (packages/core/test/shapes) renders truths (labour
// categories, periods, places, shifts, values) in table shapes along independent axes, carried
// as Markdown pipe tables, aligned text, OCR-noisy text, and (with --binary) as Word, Excel and
// PDF files run through the server's own extraction. Each is read with readSolicitation and
// scored: categories found verbatim, value per category x period (x place x shift), phantoms.
// Bundles the generator and the reader from source (tsup), so no build of core is needed;
// --binary needs the server's documents build (cd packages/server && npx tsup).
// Run: node bench/reader-shapes.mjs [--seed N] [--per N] [--binary] [--fails N] [--only ORIENTATION]
//      [--case ORIENTATION/CARRIER/N] (prints what the reader read and the plan for that case)
//      [--plan-fails N] (prints N whole documents whose plan is not exact)
// The second report is the plan level: each text-carried case set in a whole solicitation
// (scope, period of performance stated one of several ways, an hours-per-FTE convention or
// none) and run through estimatePlan (see packages/core/test/shapes/plan-shapes.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeZip } from '../packages/server/test/fixtures/generate.mjs';
import { root } from '../scripts/lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const seed = option('seed', 20261128);
const orientationOnly = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const per = option('per', 12);
const fails = option('fails', 0);
const planFails = option('plan-fails', 0);
const binary = args.includes('--binary');
const only = args.includes('--case') ? args[args.indexOf('--case') + 1] : null;

const core = join(root, 'packages', 'core');
const out = mkdtempSync(join(tmpdir(), 'reader-shapes-'));
const built = spawnSync(
  'npx',
  ['tsup', 'test/shapes/bench-entry.ts', '--format', 'esm', '--out-dir', out, '--no-config', '--silent'],
  { cwd: core, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (built.status !== 0) process.exit(1);
const lib = await import(pathToFileURL(join(out, 'bench-entry.js')).href);
rmSync(out, { recursive: true, force: true });

const carriers = binary ? ['pipe', 'aligned', 'ocr', 'docx', 'xlsx', 'pdf'] : ['pipe', 'aligned', 'ocr'];
// The pdf-wrapped carrier is each PDF case again, set with wrapped cells and stacked headers
// (no draw of its own, so the other carriers' cases are the same with or without it).
const cases = lib
  .shapeGrid(seed, per, carriers)
  .flatMap((c) =>
    c.carrier === 'pdf'
      ? [c, { ...c, id: c.id.replace('/pdf/', '/pdf-wrapped/'), carrier: 'pdf-wrapped' }]
      : [c],
  )
  .filter((c) => (!only || c.id === only) && (!orientationOnly || c.shape.orientation === orientationOnly));

// Binary carriers: the file a document would carry the table in, through the product's extraction.
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const para = (text) => `<w:p><w:r><w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`;
function docxOf(c) {
  const r = c.rendered;
  const rows = r.grid
    .map((row) => `<w:tr>${row.map((cell) => `<w:tc>${para(cell)}</w:tc>`).join('')}</w:tr>`)
    .join('');
  const body = [
    para('C.5 LEVEL OF EFFORT'),
    para('The period of performance is one base year and four option years.'),
    para(r.lead),
    para(r.caption),
    `<w:tbl>${rows}</w:tbl>`,
    para(
      'The contractor shall provide all personnel, supervision and management necessary to perform the work.',
    ),
  ].join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body}</w:body></w:document>`;
  const types =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
  const rels =
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
  return makeZip([
    { name: '[Content_Types].xml', data: Buffer.from(types) },
    { name: '_rels/.rels', data: Buffer.from(rels) },
    { name: 'word/document.xml', data: Buffer.from(xml) },
  ]);
}
const ExcelJS = binary ? createRequire(join(root, 'packages', 'server', 'package.json'))('exceljs') : null;
async function xlsxOf(c) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Staffing');
  sheet.addRow([c.rendered.caption]);
  sheet.addRow([c.rendered.lead]);
  sheet.addRow([]);
  for (const row of c.rendered.grid) sheet.addRow(row.map((cell) => cell));
  return Buffer.from(await book.xlsx.writeBuffer());
}
// A PDF as producers write tables: each cell a text run at its own x position (numbers
// right-aligned), prose lines above and below; one page, Helvetica 9 pt.
// `wrapped` sets the table as narrow cells do (the pdf-wrapped carrier): labels longer than
// their column wrap over two or three lines with the row's figures vertically centred on them,
// header labels stack over two or three lines, each column's centred on its own baselines,
// rows a little apart; and the prose above the table runs in two page columns.
function pdfOf(c, wrapped = false) {
  const r = c.rendered;
  const charWidth = 4.6;
  const cut = (text, width) => {
    const lines = [];
    for (const word of text.split(' ')) {
      const last = lines[lines.length - 1];
      if (last !== undefined && last.length + 1 + word.length <= width)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return lines.length ? lines : [''];
  };
  const isNum = (cell) => /^[\d,.$/ lIO]+(?:hrs|FTE)?$/.test(cell) && /\d/.test(cell);
  // Column widths in characters: figures' widths, labels cut to about 18 characters when wrapped.
  const chars = r.grid[0].map((_, col) =>
    Math.max(
      ...r.grid.map((row) => {
        const cell = row[col] ?? '';
        return wrapped && !isNum(cell)
          ? Math.min(cell.length, Math.max(18, ...cell.split(' ').map((w) => w.length)))
          : cell.length;
      }),
    ),
  );
  const widths = chars.map((n) => n * charWidth + 14);
  const ops = ['BT', '/F1 9 Tf'];
  let y = 760;
  const at = (x, text) =>
    ops.push(`1 0 0 1 ${x.toFixed(1)} ${y.toFixed(1)} Tm (${text.replace(/[\\()]/g, (m) => `\\${m}`)}) Tj`);
  const prose = [
    'C.5 LEVEL OF EFFORT',
    'The period of performance is one base year and four option years.',
    r.lead,
    r.caption,
  ];
  if (wrapped) {
    // Two page columns of prose: the left one the heading and period sentence, the right one
    // a note on the work, set on the same baselines.
    const left = cut(`${prose[0]} ${prose[1]}`, 48);
    const right = cut(
      'Work is performed at the Government site on weekdays; surge support is ordered separately.',
      48,
    );
    for (let k = 0; k < Math.max(left.length, right.length); k++) {
      if (left[k]) at(56, left[k]);
      if (right[k]) at(330, right[k]);
      y -= 12;
    }
    y -= 8;
    for (const line of prose.slice(2)) {
      at(56, line);
      y -= 14;
    }
  } else
    for (const line of prose) {
      at(56, line);
      y -= 14;
    }
  y -= 6;
  const pitch = 10.5;
  r.grid.forEach((row, index) => {
    const header = index < Math.max(1, r.headerRows) && r.headerRows > 0;
    const pieces = row.map((cell, col) => (wrapped && !isNum(cell) ? cut(cell, chars[col]) : [cell]));
    const lines = Math.max(...pieces.map((p) => p.length));
    // Each cell's lines centred on the row's band: a one-line cell sits on the band's middle.
    let x = 56;
    row.forEach((_, col) => {
      const p = pieces[col];
      const top = y - ((lines - p.length) * pitch) / 2;
      p.forEach((text, k) => {
        if (!text) return;
        const yy = top - k * pitch;
        const save = y;
        y = yy;
        if (isNum(text) && col > 0) at(x + widths[col] - 14 - text.length * charWidth, text);
        else if (header && wrapped) at(x + (widths[col] - 14 - text.length * charWidth) / 2, text);
        else at(x, text);
        y = save;
      });
      x += widths[col];
    });
    y -= wrapped ? (lines - 1) * pitch + 15 : 13;
  });
  y -= 6;
  at(
    56,
    'The contractor shall provide all personnel, supervision and management necessary to perform the work.',
  );
  ops.push('ET');
  const stream = Buffer.from(ops.join('\n'), 'latin1');
  const width = Math.max(612, 56 + widths.reduce((a, b) => a + b, 0) + 40);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${Math.ceil(width)} 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>`,
    null,
  ];
  const chunks = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = chunks[0].length;
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const part =
      body === null
        ? Buffer.concat([
            Buffer.from(`${i + 1} 0 obj\n<< /Length ${stream.length} >>\nstream\n`, 'latin1'),
            stream,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ])
        : Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    chunks.push(part);
    length += part.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  xref.push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  chunks.push(Buffer.from(xref.join(''), 'latin1'));
  return Buffer.concat(chunks);
}

let documents = null;
if (binary)
  documents = await import(pathToFileURL(join(root, 'packages', 'server', 'dist', 'documents.js')).href);

const results = [];
const started = performance.now();
for (const c of cases) {
  let text = c.text;
  if (!text) {
    const bytes =
      c.carrier === 'docx'
        ? docxOf(c)
        : c.carrier === 'xlsx'
          ? await xlsxOf(c)
          : pdfOf(c, c.carrier === 'pdf-wrapped');
    text = (await documents.extractDocument(bytes, { fileName: `case.${c.carrier}` })).text;
  }
  const model = lib.readSolicitation({
    primary: { name: `case.${c.carrier === 'pipe' ? 'md' : 'txt'}`, text },
  });
  const result = lib.scoreCase(c, model.labourCategories);
  result.text = text;
  if (only)
    console.log(
      JSON.stringify(
        model.labourCategories.map((c) => [
          c.title,
          c.site,
          c.shift,
          c.key,
          c.stated.map((a) => [a.period, a.hours, a.fte, a.people]),
        ]),
      ),
    );
  results.push(result);
}
if (documents) await documents.closeDocumentWorkers();
console.log(
  `seed ${seed}, ${per} per orientation x carrier, ${Math.round(performance.now() - started)} ms\n`,
);
console.log(lib.report(results));

// The plan level: each text-carried case set in a whole solicitation, read and planned.
const planStarted = performance.now();
const planResults = lib.planCases(cases, seed).map((c) => {
  const plan = lib.estimatePlan({ primary: { name: 'case.md', text: c.text } });
  const result = { case: c, score: lib.scorePlan(c.truth, plan) };
  if (only)
    console.log(
      JSON.stringify({
        truth: c.truth,
        hpf: plan.hoursPerFte,
        confidence: plan.confidence?.level,
        periods: plan.periodOfPerformance.periods,
        tasks: plan.tasks.map((t) => [t.lcat, t.keyPersonnel, t.location, t.periods?.map((p) => p.hours)]),
        score: result.score,
      }),
    );
  return result;
});
console.log(`\n${Math.round(performance.now() - planStarted)} ms\n`);
console.log(lib.planReport(planResults));
for (const r of planResults.filter((x) => !x.score.exact).slice(0, planFails)) {
  console.log(`\n--- plan ${r.case.id} (${JSON.stringify(r.score)})`);
  console.log(r.case.text);
}
const failed = results.filter((r) => !r.score.exact);
for (const r of failed.slice(0, fails)) {
  console.log(`\n--- ${r.case.id} (${JSON.stringify(r.score)})`);
  console.log(r.text.split('\n').slice(4, -3).join('\n'));
}
