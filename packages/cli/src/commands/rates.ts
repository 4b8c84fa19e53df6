import { basename, extname } from 'node:path';
import { Dec, usd } from '@staffplan/core/pricing';
import { rateSourceLabel } from '@staffplan/core/pricing';
import type { CommandContext } from '../cli/context';
import { CliError, EXIT } from '../cli/failure';
import { confirmed } from '../cli/confirm';
import { findRateCard, readRateRows } from './rate-file';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `staffplan rates list`: the rate cards of the library.
 * @example
 * await listRates(ctx, { json: true })
 */
export async function listRates(ctx: CommandContext, opts: { json?: boolean }): Promise<void> {
  const cards = await ctx.client.rateCards.list();
  if (opts.json) {
    ctx.out.json(cards);
    return;
  }
  const { out } = ctx;
  if (cards.length === 0) {
    out.info('No rate cards yet. Import one with `staffplan rates import rates.csv --name NAME`.');
    return;
  }
  const nameWidth = Math.min(40, Math.max(4, ...cards.map((c) => c.name.length)));
  const idWidth = Math.max(2, ...cards.map((c) => c.id.length));
  out.line(
    out.paint(
      'bold',
      `${'Name'.padEnd(nameWidth)}  ${'ID'.padEnd(idWidth)}  ${'LCATs'.padStart(5)}  Rates as of  Updated`,
    ),
  );
  for (const c of cards) {
    const name = c.name.length > nameWidth ? `${c.name.slice(0, nameWidth - 1)}…` : c.name;
    out.line(
      `${name.padEnd(nameWidth)}  ${c.id.padEnd(idWidth)}  ${String(c.entry_count).padStart(5)}  ${(c.ratesAsOf ?? '-').padEnd(11)}  ${c.updated_at.slice(0, 10)}`,
    );
  }
}

/**
 * `staffplan rates import FILE [--name NAME] [--as-of DATE] [--replace]`: saves a CSV or Excel
 * rate card to the library (the file's name without extension unless --name); --replace
 * overwrites the entries of the card of that name.
 * @example
 * await importRates(ctx, 'rates.csv', { name: 'FY27', asOf: '2026-10-01' })
 */
export async function importRates(
  ctx: CommandContext,
  file: string,
  opts: { name?: string; asOf?: string; replace?: boolean; json?: boolean },
): Promise<void> {
  if (opts.asOf !== undefined && !DATE.test(opts.asOf))
    throw new CliError(`--as-of must be a date as YYYY-MM-DD, got '${opts.asOf}'.`, EXIT.usage);
  const name = (opts.name ?? basename(file, extname(file))).trim();
  const rows = await readRateRows(file);
  const existing = opts.replace
    ? (await ctx.client.rateCards.list()).find((c) => c.name.toLowerCase() === name.toLowerCase())
    : undefined;
  const { card, warnings } = await ctx.client.rateCards.import({
    name,
    rows,
    ...(existing ? { id: existing.id } : {}),
    ...(opts.asOf ? { ratesAsOf: opts.asOf } : {}),
  });
  for (const warning of warnings) ctx.out.info(`Warning: ${warning}`);
  if (opts.json) {
    ctx.out.json(card);
    return;
  }
  ctx.out.info(
    `${existing ? 'Replaced' : 'Saved'} rate card ${card.name} (${card.id}) with ${card.entries.length} labour categories.`,
  );
}

/**
 * `staffplan rates show ID|NAME`: a card's labour categories, rates and sources.
 * @example
 * await showRates(ctx, 'FY27', {})
 */
export async function showRates(ctx: CommandContext, ref: string, opts: { json?: boolean }): Promise<void> {
  const card = await findRateCard(ctx, ref);
  if (opts.json) {
    ctx.out.json(card);
    return;
  }
  const { out } = ctx;
  out.line(
    `${out.paint('bold', card.name)}  ${out.paint('dim', `${card.id} · rates as of ${card.ratesAsOf ?? 'not stated'}`)}`,
  );
  const width = Math.min(44, Math.max(14, ...card.entries.map((e) => e.lcat.length)));
  out.line(
    out.paint(
      'bold',
      `${'Labour category'.padEnd(width)}  ${'Rate'.padStart(10)}  ${'Esc. %/yr'.padStart(9)}  Source`,
    ),
  );
  for (const e of card.entries) {
    const lcat = e.lcat.length > width ? `${e.lcat.slice(0, width - 1)}…` : e.lcat;
    const esc = e.escalationPercent === undefined ? '-' : String(e.escalationPercent);
    out.line(
      `${lcat.padEnd(width)}  ${usd(new Dec(e.rate)).padStart(10)}  ${esc.padStart(9)}  ${rateSourceLabel(e.source)}`,
    );
  }
}

/**
 * `staffplan rates delete ID|NAME`: asks on a terminal unless --yes; plans keep their copy.
 * @example
 * await deleteRates(ctx, 'FY27', { yes: true })
 */
export async function deleteRates(ctx: CommandContext, ref: string, opts: { yes?: boolean }): Promise<void> {
  const card = await findRateCard(ctx, ref);
  const question = `Delete rate card ${card.name}? Plans priced with it keep their copy. [y/N] `;
  if (!(await confirmed(opts.yes, question, `Not deleting rate card ${card.name}`))) {
    ctx.out.info('Kept the rate card.');
    return;
  }
  await ctx.client.rateCards.delete(card.id);
  ctx.out.info(`Deleted rate card ${card.name}.`);
}
