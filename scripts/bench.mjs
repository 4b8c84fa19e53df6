// `npm run bench`: runs every bench/*.mjs script in turn (figures go to docs/BENCHMARKS.md by hand).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build, install, root, run } from './lib.mjs';

install();
build();
const only = process.argv[2];
for (const file of readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.mjs'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n▸ bench/${file}`);
  run(process.execPath, ['--expose-gc', join('bench', file)]);
}
