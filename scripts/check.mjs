// `npm run check` / `pnpm check`: build, typecheck, lint, test: what CI runs, before a commit.
import { build, install, pnpm, run } from './lib.mjs';

install();
build();
console.log('▸ typechecking');
pnpm(['-r', '--filter', './packages/**', 'run', 'typecheck']);
console.log('▸ linting');
run('npx', ['biome', 'check', '.']);
run(process.execPath, ['scripts/test.mjs']);
