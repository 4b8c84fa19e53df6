#!/usr/bin/env node
// Import a rate card CSV into the rate library, price a saved plan with it, save the pricing
// with the plan and print the totals by period (the figures of `staffplan price`).
//   node examples/price-with-rate-card.mjs PLAN_ID rates.csv [--contract T&M] [--fee 8] [--escalation 3]
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { parseArgs } from 'node:util';
import { ConflictError } from '@staffplan/core/client';
import { Dec, PricingSchema, reviewPricing, rowsFromCsv, usd } from '@staffplan/core/pricing';
import { runMain, signedInClient } from './shared.mjs';

runMain(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      contract: { type: 'string', default: 'T&M' },
      fee: { type: 'string', default: '0' },
      escalation: { type: 'string', default: '0' },
    },
  });
  const [planId, file] = positionals;
  if (!planId || !file) throw new Error('Usage: price-with-rate-card.mjs PLAN_ID rates.csv');
  const client = await signedInClient();
  const today = new Date().toISOString().slice(0, 10);
  const name = basename(file, extname(file));
  const rows = rowsFromCsv(await readFile(file, 'utf8'));
  // A card of that name already in the library is replaced (a newer copy of the same sheet).
  const { card } = await client.rateCards.import({ name, rows, ratesAsOf: today }).catch(async (error) => {
    if (!(error instanceof ConflictError)) throw error;
    const existing = (await client.rateCards.list()).find((c) => c.name.toLowerCase() === name.toLowerCase());
    return client.rateCards.import({ id: existing?.id, name, rows, ratesAsOf: today });
  });
  const plan = await client.plans.get(planId);
  const pricing = PricingSchema.parse({
    contractType: values.contract,
    rateCard: card.entries,
    rateCardFrom: { id: card.id, name: card.name },
    wraps: { fee: { percent: values.fee } },
    escalation: { percent: values.escalation, ratesAsOf: card.ratesAsOf ?? today },
  });
  await client.plans.update(planId, { generated_plan: { ...plan.generated_plan, pricing } });
  const { priced } = reviewPricing(plan.generated_plan, pricing, { asOf: today });
  for (const row of [...priced.byPeriod, priced.total])
    console.log(`${row.period}\t${row.hours} h\t${usd(new Dec(row.price))}`);
  for (const warning of priced.warnings) console.error(`Warning: ${warning}`);
});
