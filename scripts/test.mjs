// `npm test`: install, build, then every package's tests, one package at a time.
// Real Postgres: TEST_DATABASE_URL defaults to the machine's local server, so the tests that
// need it run (and fail loudly when it is unreachable) instead of silently skipping.
import { build, install, pnpm } from './lib.mjs';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
install();
build();
const only = process.argv.slice(2);
const packages = only.length > 0 ? only : ['core', 'server', 'cli', 'web'];
for (const name of packages) {
  console.log(`\n▸ testing @staffplan/${name}`);
  pnpm(['--filter', `@staffplan/${name}`, 'run', 'test']);
}
console.log('\n✔ all tests passed');
