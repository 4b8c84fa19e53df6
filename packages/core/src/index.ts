/**
 * @staffplan/core: the pure domain library. Every public name is exported from here.
 * (The SDK lives at `@staffplan/core/client`, XLSX export at `@staffplan/core/xlsx`.)
 */
export * from './schemas/index';
export * from './contract/index';
export * from './usage/index';
export * from './chat-edits/index';
export * from './plan/index';
export * from './format/index';
export * from './roles/index';
export * from './merge/index';
export * from './tiers/index';
export * from './validation/index';
export * from './export/index';
export * from './estimator/index';
export * from './solicitation/index';
export * from './amendments/index';
