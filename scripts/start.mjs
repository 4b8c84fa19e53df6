// `npm start`: install, build and run the whole product on one port (embedded defaults).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build, install, readJson, root, run } from './lib.mjs';

install();
if (process.env.STAFFPLAN_SKIP_BUILD !== '1') build();
const bin = join(root, 'packages/server/dist/bin.js');
if (!existsSync(bin)) {
  console.error('The server build is missing (packages/server/dist/bin.js).');
  process.exit(1);
}
// The server's Node flags (a small young generation, baseline-compiled WebAssembly for the
// embedded database) keep its memory low; see packages/server/node-flags.json.
const flags = readJson('packages/server/node-flags.json');
run(process.execPath, [...flags, bin], {
  env: {
    ...process.env,
    STAFFPLAN_WEB_DIR: process.env.STAFFPLAN_WEB_DIR ?? join(root, 'packages/web/dist'),
  },
});
