/**
 * The local estimator: a pure, deterministic, explainable first-draft staffing plan from
 * solicitation text, and the digest model providers receive instead of large raw text.
 */
export { applyFteTarget, applyInstructions } from './adjust';
export { classifyArea, ROLE_TITLES, WORK_AREAS, type WorkArea } from './catalogue';
export { computeCoverage } from './coverage';
export { buildDigest } from './digest';
export { extractDrivers } from './drivers/index';
export { estimatePlan } from './estimate';
export { extractRequirements } from './requirements';
export { segmentSections } from './sections';
export { buildTasks } from './tasks/index';
export type {
  Digest,
  Drivers,
  EstimatorDocument,
  EstimatorInput,
  EstimatorOptions,
  Section,
  StatedStaffing,
} from './types';
