export { type CoercedTask, canonicalTaskKeys, coerceHours, coerceTask } from './coerce';
export { type LocatedPlan, locatePlan, parseEmbeddedJson } from './locate';
export * from './location';
export * from './normalize';
export * from './result';
export * from './totals';
