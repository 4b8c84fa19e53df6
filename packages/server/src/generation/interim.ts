import type { GeneratorHooks } from '../types';

/**
 * The generator type AppDeps is wired with: the hooks routes use. `createGenerator` (./index)
 * returns a superset (ready, close). The interim generator and bus that lived here were
 * replaced by createGenerator and createThinkingBus; this alias stays until deps.ts imports
 * the type from ./index.
 */
export type Generator = GeneratorHooks;
