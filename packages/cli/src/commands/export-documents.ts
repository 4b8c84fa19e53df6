import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import type { GeneratedPlan } from '@staffplan/core';
import type { Output } from '../cli/output';
import { CliError, EXIT } from '../cli/failure';

/**
 * The pricer's exports of `staffplan export`: a cost volume, a basis of estimate, and the
 * government's template filled in place.
 * @example
 * const flags: DocumentFlags = { costVolume: 'cv.xlsx', boe: 'boe.docx', force: true };
 */
export interface DocumentFlags {
  costVolume?: string;
  boe?: string;
  template?: string;
  out?: string;
  /** 'PLAN CATEGORY=TEMPLATE CATEGORY' pairs for --template. */
  map?: string[];
  force?: boolean;
}

const wrongExtension = (flag: string, file: string, ext: string, what: string) =>
  new CliError(`${flag} writes ${what}; name the file ${ext} (got '${file}').`, EXIT.usage);

/**
 * Checks the flags before anything is fetched: each file's extension, --out with --template,
 * the template readable, no output file written twice or over the template, and no existing
 * file overwritten without --force. Answers the output paths.
 * @example
 * checkDocumentFlags({ costVolume: 'cv.xlsx' }) // ['cv.xlsx']
 */
export function checkDocumentFlags(flags: DocumentFlags): string[] {
  const outputs: string[] = [];
  if (flags.costVolume !== undefined) {
    if (extname(flags.costVolume).toLowerCase() !== '.xlsx')
      throw wrongExtension('--cost-volume', flags.costVolume, '.xlsx', 'an Excel workbook');
    outputs.push(flags.costVolume);
  }
  if (flags.boe !== undefined) {
    if (extname(flags.boe).toLowerCase() !== '.docx')
      throw wrongExtension('--boe', flags.boe, '.docx', 'a Word document');
    outputs.push(flags.boe);
  }
  if (flags.map !== undefined && flags.template === undefined)
    throw new CliError('--map names template rows; pass --template TEMPLATE.xlsx with it.', EXIT.usage);
  lcatMap(flags.map);
  if (flags.out !== undefined && flags.template === undefined)
    throw new CliError('--out names the filled template; pass --template TEMPLATE.xlsx with it.', EXIT.usage);
  if (flags.template !== undefined) {
    if (extname(flags.template).toLowerCase() !== '.xlsx')
      throw new CliError(`--template reads an Excel template (.xlsx); got '${flags.template}'.`, EXIT.usage);
    if (!existsSync(flags.template))
      throw new CliError(`Could not read the template ${flags.template}.`, EXIT.usage);
    if (flags.out === undefined)
      throw new CliError(
        '--template needs --out FILE.xlsx: the government’s template itself is never overwritten.',
        EXIT.usage,
      );
    if (extname(flags.out).toLowerCase() !== '.xlsx')
      throw wrongExtension('--out', flags.out, '.xlsx', 'the filled template');
    if (resolve(flags.out) === resolve(flags.template))
      throw new CliError(
        '--out must differ from --template: the government’s template itself is never overwritten.',
        EXIT.usage,
      );
    outputs.push(flags.out);
  }
  const seen = new Set<string>();
  for (const path of outputs) {
    if (seen.has(resolve(path))) throw new CliError(`${path} is named for two exports.`, EXIT.usage);
    seen.add(resolve(path));
    if (!flags.force && existsSync(path))
      throw new CliError(`${path} exists; pass --force to overwrite it.`, EXIT.usage);
  }
  return outputs;
}

/**
 * The --map pairs as fillTemplate's lcatMap.
 * @example
 * lcatMap(['Program Manager=Project Manager - Senior']) // { 'Program Manager': 'Project Manager - Senior' }
 */
export function lcatMap(pairs: readonly string[] | undefined): Record<string, string> {
  const map: Record<string, string> = {};
  for (const pair of pairs ?? []) {
    const at = pair.indexOf('=');
    const from = pair.slice(0, at).trim();
    const to = pair.slice(at + 1).trim();
    if (at < 0 || from === '' || to === '')
      throw new CliError(`--map takes 'PLAN CATEGORY=TEMPLATE CATEGORY', got '${pair}'.`, EXIT.usage);
    map[from] = to;
  }
  return map;
}

async function save(path: string, bytes: Uint8Array, force: boolean | undefined): Promise<void> {
  try {
    await writeFile(path, bytes, { flag: force ? 'w' : 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new CliError(`${path} exists; pass --force to overwrite it.`, EXIT.usage);
    throw error;
  }
}

const NO_PRICING =
  'This plan has no pricing yet (rate card, wraps, escalation). Price it in the planner’s Pricing view or with `staffplan price PLAN --rates FILE --save`, then export again.';

/**
 * Writes the exports the flags ask for (checkDocumentFlags first), saying what each holds.
 * @example
 * await writeDocuments(ctx.out, 'Help desk', plan, { boe: 'boe.docx' })
 */
export async function writeDocuments(
  out: Output,
  name: string,
  plan: GeneratedPlan,
  flags: DocumentFlags,
): Promise<void> {
  const { usd } = await import('@staffplan/core/pricing');
  const { Dec } = await import('@staffplan/core/pricing');
  const dollars = (money: string) => usd(new Dec(money));
  if (flags.costVolume !== undefined) {
    if (!plan.pricing) throw new CliError(NO_PRICING);
    const { toCostVolume } = await import('@staffplan/core/cost-volume');
    const { bytes, priced } = await toCostVolume(plan, plan.pricing, { planName: name });
    await save(flags.costVolume, bytes, flags.force);
    out.info(
      `Wrote the cost volume to ${flags.costVolume}: ${priced.lines.length} lines, ${priced.periods.length} periods, total price ${dollars(priced.total.price)} (live formulas).`,
    );
    for (const warning of priced.warnings) out.info(`  ${warning}`);
  }
  if (flags.boe !== undefined) {
    const { toBasisOfEstimate } = await import('@staffplan/core/boe');
    const priced = plan.pricing
      ? (await import('@staffplan/core/pricing')).pricePlan(plan, plan.pricing)
      : undefined;
    await save(
      flags.boe,
      await toBasisOfEstimate(plan, { planName: name, ...(priced ? { priced } : {}) }),
      flags.force,
    );
    out.info(`Wrote the basis of estimate to ${flags.boe}: ${plan.tasks.length} sections, one per line.`);
  }
  if (flags.template !== undefined && flags.out !== undefined) {
    const { fillTemplate, TemplateError } = await import('@staffplan/core/template');
    const template = new Uint8Array(await readFile(flags.template));
    let filled: Awaited<ReturnType<typeof fillTemplate>>;
    try {
      const lcats = lcatMap(flags.map);
      filled = await fillTemplate(template, plan, {
        lcatMap: lcats,
        ...(plan.pricing ? { pricing: plan.pricing } : {}),
      });
    } catch (error) {
      if (error instanceof TemplateError) throw new CliError(`${flags.template}: ${error.message}`);
      throw error;
    }
    const { report } = filled;
    out.info(
      `Template check of ${flags.template}: ${report.lint.length === 0 ? 'no problems found.' : `${report.lint.length} to look at:`}`,
    );
    for (const issue of report.lint)
      out.info(
        `  ${issue.severity === 'error' ? 'error' : 'warning'} ${issue.sheet}!${issue.cell}: ${issue.message}`,
      );
    await save(flags.out, filled.bytes, flags.force);
    out.info(`Filled ${report.tables.length} table(s) of the template into ${flags.out}:`);
    for (const t of report.tables) {
      const amount = t.amount === null ? '' : `, ${dollars(t.amount)}`;
      out.info(
        `  ${t.sheet} rows ${t.rows}${t.period ? ` (${t.period})` : ''}: ${t.hours.toLocaleString('en-US')} h${amount}`,
      );
    }
    for (const rule of report.naming) out.info(`  Naming: ${rule}`);
    for (const note of report.notes) out.info(`  ${note}`);
    if (!plan.pricing) out.info('  The plan has no pricing: hours are filled, rates and amounts left blank.');
    if (report.unplaced.length > 0) {
      throw new CliError(
        `${flags.out} was written, but the template has no row for: ${report.unplaced.join(', ')}. Add rows to the template, or name the category's row with --map 'PLAN=TEMPLATE', and export again.`,
      );
    }
  }
}
