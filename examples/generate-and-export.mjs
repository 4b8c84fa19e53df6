#!/usr/bin/env node
// Upload a solicitation, generate a staffing plan while printing the AI's thinking live, and
// export the plan to CSV or XLSX with the planner's file name.
//   node examples/generate-and-export.mjs rfp.pdf --name "Help desk" [--format xlsx] [-o FILE]
import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { exportFileName, formatFte, formatHours, planTotals, toCsv } from '@staffplan/core';
import { uploadFile } from '@staffplan/cli';
import { runMain, signedInClient } from './shared.mjs';

runMain(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      output: { type: 'string', short: 'o' },
    },
  });
  const [file] = positionals;
  if (!file || !values.name)
    throw new Error('usage: generate-and-export.mjs <file> --name NAME [--format csv|xlsx] [-o FILE]');

  const client = await signedInClient();
  const doc = await uploadFile(client, file);
  console.error(`Uploaded ${basename(file)}: ${doc.characters} characters`);

  // Open the thinking stream before generating so no line is missed.
  const stream = client.thinking.stream();
  await stream.opened.catch(() => console.error('(thinking stream unavailable)'));
  const pump = (async () => {
    for await (const m of stream) if (m.type === 'thinking') process.stderr.write(m.content);
  })().catch(() => {});
  let created;
  try {
    created = await client.plans.create({
      name: values.name,
      rfp_text: doc.fullText,
      document_names: { primary: basename(file) },
    });
  } finally {
    stream.close();
    await pump;
  }

  const { tasks } = created.generated_plan;
  const totals = planTotals(tasks);
  console.error(
    `\nPlan ${created.id}: ${tasks.length} tasks, ${formatHours(totals.totalHours)}, ${formatFte(totals.totalFte)}`,
  );
  const format = values.format === 'xlsx' ? 'xlsx' : 'csv';
  const path = values.output ?? exportFileName(values.name, new Date(), format);
  if (format === 'xlsx') {
    const { toXlsx } = await import('@staffplan/core/xlsx');
    await writeFile(path, await toXlsx(tasks));
  } else {
    await writeFile(path, toCsv(tasks));
  }
  console.log(path);
});
