// LibreOffice headless for the export tests: a second spreadsheet program recalculates what
// core wrote. .ci/run installs it (libreoffice-calc, libreoffice-writer); without it these
// tests fail with the command to install it rather than pass unchecked.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'csv-parse/sync';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { inject } from 'vitest';

const office = ['soffice', 'libreoffice'].find((bin) => spawnSync(bin, ['--version']).status === 0);
/**
 * Time a test that converts files in LibreOffice may take: its first start with a new profile,
 * on a CI machine busy with the other test files, takes far longer than a warm conversion.
 */
export const LIBREOFFICE_TIMEOUT_MS = 180_000;

// One profile per test worker process (files run one at a time in a worker and share this
// module, see vitest.config.ts): two LibreOffice processes sharing a profile hand work to each
// other, and a profile's first start costs seconds that later conversions in it do not.
// The profiles live in the run's folder, which the global setup removes at the end of the run.
const profile = mkdtempSync(join(inject('libreOfficeProfiles'), 'profile-'));

function run(args: string[], dir: string): void {
  if (!office) {
    throw new Error(
      'LibreOffice is not installed: apt-get update && apt-get install -y libreoffice-core libreoffice-calc libreoffice-writer (.ci/run does this).',
    );
  }
  execFileSync(
    office,
    [`-env:UserInstallation=${pathToFileURL(profile).href}`, '--headless', ...args, '--outdir', dir],
    {
      stdio: 'pipe',
      timeout: 180_000,
    },
  );
}

/**
 * Removes every formula's cached value from an .xlsx, so whatever opens it must compute the
 * formulas itself (a test of the formulas, not of the values written beside them).
 */
export function stripCachedValues(xlsx: Uint8Array): Uint8Array {
  const files = unzipSync(xlsx);
  for (const [name, bytes] of Object.entries(files)) {
    if (!/^xl\/worksheets\/sheet\d+\.xml$/.test(name)) continue;
    const xml = strFromU8(bytes).replace(/(<f\b[^>]*(?:\/>|>[^<]*<\/f>))<v>[^<]*<\/v>/g, '$1');
    files[name] = strToU8(xml);
  }
  delete files['xl/calcChain.xml'];
  return zipSync(files);
}

/**
 * Opens a spreadsheet in LibreOffice and answers every sheet as rows of raw values (not as
 * shown), by sheet name.
 */
export function sheetsOf(bytes: Uint8Array, name = 'book.xlsx'): Record<string, string[][]> {
  return sheetsOfEach([bytes], name)[0] ?? {};
}

/**
 * sheetsOf for several spreadsheets in one LibreOffice run (a run costs seconds of start-up
 * whatever it converts): their sheets, in the order given.
 */
export function sheetsOfEach(books: Uint8Array[], name = 'book.xlsx'): Record<string, string[][]>[] {
  const dir = mkdtempSync(join(tmpdir(), 'staffplan-lo-'));
  try {
    const ext = extname(name);
    const stems = books.map((_, i) =>
      books.length === 1 ? basename(name, ext) : `${basename(name, ext)}-${i}`,
    );
    const files = stems.map((stem, i) => {
      const file = join(dir, `${stem}${ext}`);
      writeFileSync(file, books[i] as Uint8Array);
      return file;
    });
    // Comma, double quote, UTF-8, from row 1, raw values, every sheet (-1).
    run(
      [
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1',
        ...files,
      ],
      dir,
    );
    const csvs = readdirSync(dir).filter((n) => n.endsWith('.csv'));
    return stems.map((stem) => {
      const sheets: Record<string, string[][]> = {};
      for (const f of csvs.filter((n) => n.startsWith(`${stem}-`))) {
        sheets[f.slice(stem.length + 1, -4)] = parse(readFileSync(join(dir, f), 'utf8'), {
          relax_column_count: true,
        }) as string[][];
      }
      return sheets;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Opens a spreadsheet in LibreOffice and saves it again as .xlsx (LibreOffice's own writing). */
export function resaveXlsx(bytes: Uint8Array, name = 'book.xlsx'): Uint8Array {
  return resaveXlsxEach([bytes], name)[0] as Uint8Array;
}

/** resaveXlsx for several spreadsheets in one LibreOffice run, in the order given. */
export function resaveXlsxEach(books: Uint8Array[], name = 'book.xlsx'): Uint8Array[] {
  const dir = mkdtempSync(join(tmpdir(), 'staffplan-lo-'));
  try {
    mkdirSync(join(dir, 'in'));
    const ext = extname(name);
    const names = books.map((_, i) => (books.length === 1 ? name : `${basename(name, ext)}-${i}${ext}`));
    names.forEach((n, i) => {
      writeFileSync(join(dir, 'in', n), books[i] as Uint8Array);
    });
    run(['--convert-to', 'xlsx:Calc MS Excel 2007 XML', ...names.map((n) => join(dir, 'in', n))], dir);
    return names.map((n) => new Uint8Array(readFileSync(join(dir, n))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Opens a Word document in LibreOffice and answers its text. */
export function documentText(bytes: Uint8Array, name = 'document.docx'): string {
  const dir = mkdtempSync(join(tmpdir(), 'staffplan-lo-'));
  try {
    const file = join(dir, 'in', name);
    mkdirSync(join(dir, 'in'));
    writeFileSync(file, bytes);
    run(['--convert-to', 'txt:Text (encoded):UTF8', file], dir);
    return readFileSync(join(dir, `${basename(name, extname(name))}.txt`), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
