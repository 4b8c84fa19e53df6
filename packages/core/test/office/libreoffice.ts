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

const office = ['soffice', 'libreoffice'].find((bin) => spawnSync(bin, ['--version']).status === 0);
/**
 * Time a test that converts files in LibreOffice may take: its first start with a new profile,
 * on a CI machine busy with the other test files, takes far longer than a warm conversion.
 */
export const LIBREOFFICE_TIMEOUT_MS = 180_000;

// One profile per test file: two LibreOffice processes sharing a profile hand work to each other.
const profile = mkdtempSync(join(tmpdir(), 'staffplan-lo-profile-'));

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
  const dir = mkdtempSync(join(tmpdir(), 'staffplan-lo-'));
  try {
    const file = join(dir, name);
    writeFileSync(file, bytes);
    // Comma, double quote, UTF-8, from row 1, raw values, every sheet (-1).
    run(
      ['--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1', file],
      dir,
    );
    const stem = basename(name, extname(name));
    const sheets: Record<string, string[][]> = {};
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.csv'))) {
      sheets[f.slice(stem.length + 1, -4)] = parse(readFileSync(join(dir, f), 'utf8'), {
        relax_column_count: true,
      }) as string[][];
    }
    return sheets;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Opens a spreadsheet in LibreOffice and saves it again as .xlsx (LibreOffice's own writing). */
export function resaveXlsx(bytes: Uint8Array, name = 'book.xlsx'): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'staffplan-lo-'));
  try {
    const file = join(dir, 'in', name);
    mkdirSync(join(dir, 'in'));
    writeFileSync(file, bytes);
    run(['--convert-to', 'xlsx:Calc MS Excel 2007 XML', file], dir);
    return new Uint8Array(readFileSync(join(dir, name)));
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

/** Removes this file's LibreOffice profile (afterAll). */
export function closeOffice(): void {
  rmSync(profile, { recursive: true, force: true });
}
