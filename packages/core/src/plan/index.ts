export { type CoercedTask, coerceHours, coerceTask } from './coerce';
export { type LocatedPlan, locatePlan, parseEmbeddedJson } from './locate';
export * from './location';
export * from './normalize';
export * from './result';
export * from './totals';
