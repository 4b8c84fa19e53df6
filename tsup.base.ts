import type { Options } from 'tsup';

/** The one tsup base every package extends: ESM, Node 20, declarations, source maps. */
export const base: Options = {
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: false,
};
