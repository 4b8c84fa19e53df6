/**
 * The local estimator: a pure, deterministic, explainable first-draft staffing plan built from
 * the solicitation model, and the brief model providers receive instead of whole documents.
 */
export { applyFteTarget, applyInstructions, refreshComparison } from './adjust';
export { reconcilePlan } from './brief/reconcile';
export { solicitationBrief } from './brief/brief';
export { factLines } from './brief/facts';
export { computeCoverage } from './coverage';
export { buildDigest } from './digest';
export { estimatePlan } from './estimate';
export { type BuildPlanOptions, buildPlan } from './plan/build-plan';
export type { Digest, EstimatorDocument, EstimatorInput, EstimatorOptions } from './types';
