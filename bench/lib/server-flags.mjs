import { readJson } from '../../scripts/lib.mjs';

/** The Node flags the server runs with (packages/server/node-flags.json), as `npm start` uses them. */
export const serverNodeFlags = readJson('packages/server/node-flags.json');
