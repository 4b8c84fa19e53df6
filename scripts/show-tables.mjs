#!/usr/bin/env node
// Prints the tables the reader rebuilds from a text file (an eval dump's extracted text, a
// plain-text RFQ): each table's origin, caption, header and rows, cells split by " ¦ ".
// usage: node scripts/show-tables.mjs FILE [--aligned] (build core first: cd packages/core && npx tsup)
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: node scripts/show-tables.mjs FILE [--aligned]');
  process.exit(2);
}
const { readSolicitation } = await import(pathToFileURL(join(root, 'packages/core/dist/index.js')).href);
const model = readSolicitation({ primary: { name: basename(file), text: readFileSync(file, 'utf8') } });
const tables = model.tables.filter((t) => !args.includes('--aligned') || t.origin === 'aligned');
for (const t of tables) {
  console.log(`\n== ${t.id} ${t.origin} (${t.ref})${t.caption ? ` ${t.caption}` : ''}`);
  console.log(`   H: ${t.header.join(' ¦ ')}`);
  for (const r of t.rows) console.log(`   R: ${r.join(' ¦ ')}`);
}
console.log(`\n${tables.length} tables`);
