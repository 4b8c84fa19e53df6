#!/usr/bin/env node
// Generate one staffing plan per PDF/Word document of a folder and write each to XLSX.
//   node examples/batch-generate.mjs ./solicitations [--out ./plans]
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { exportFileName, planTotals } from '@staffplan/core';
import { toXlsx } from '@staffplan/core/xlsx';
import { RateLimitError, uploadFile } from '@staffplan/cli';
import { runMain, signedInClient } from './shared.mjs';

runMain(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string', default: '.' } },
  });
  const [folder] = positionals;
  if (!folder) throw new Error('usage: batch-generate.mjs <folder> [--out DIR]');
  const files = (await readdir(folder))
    .filter((f) => ['.pdf', '.doc', '.docx'].includes(extname(f).toLowerCase()))
    .sort();
  if (files.length === 0) throw new Error(`No PDF or Word documents in ${folder}`);
  await mkdir(values.out, { recursive: true });

  const client = await signedInClient();
  const rows = [];
  // One at a time: each generation counts against the monthly limit; stop cleanly when it is reached.
  for (const file of files) {
    const name = basename(file, extname(file));
    try {
      const doc = await uploadFile(client, join(folder, file));
      const plan = await client.plans.create({
        name,
        rfp_text: doc.fullText,
        document_names: { primary: file },
      });
      const out = join(values.out, exportFileName(name, new Date(), 'xlsx'));
      await writeFile(out, await toXlsx(plan.generated_plan.tasks));
      const totals = planTotals(plan.generated_plan.tasks);
      rows.push({ file, tasks: totals.taskCount, hours: totals.totalHours, fte: totals.totalFte, xlsx: out });
      console.error(`✔ ${file} -> ${out}`);
    } catch (error) {
      if (error instanceof RateLimitError) {
        console.error(
          `Monthly limit reached (tier ${error.tier ?? '?'}, resets ${error.resetDate ?? '?'}); stopping.`,
        );
        process.exitCode = 1;
        break;
      }
      console.error(`✖ ${file}: ${error.message}`);
      process.exitCode = 1;
    }
  }
  console.log(JSON.stringify(rows, null, 2));
});
