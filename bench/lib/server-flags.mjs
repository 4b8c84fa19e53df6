import { readFileSync } from 'node:fs';

/** The Node flags the server runs with (packages/server/node-flags.json), as `npm start` uses them. */
export const serverNodeFlags = JSON.parse(
  readFileSync(new URL('../../packages/server/node-flags.json', import.meta.url), 'utf8'),
);
