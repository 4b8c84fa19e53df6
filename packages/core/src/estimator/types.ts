import type { Requirement } from '../schemas/plan';
import type { SolicitationModel } from '../solicitation/model';

/** One named input document. */
export interface EstimatorDocument {
  name?: string;
  text: string;
}

/** What the estimator reads: the primary document, supporting documents and the user's options. */
export interface EstimatorInput {
  primary: EstimatorDocument;
  supporting?: EstimatorDocument[];
  fteTarget?: number | null;
  customInstructions?: string | null;
}

/** Options of `estimatePlan`. */
export interface EstimatorOptions {
  /** Called with each thinking line as the stages run (the server streams them). */
  onThinking?: (line: string) => void;
  /** Changes the solicitation model before the plan is built (an amendment's answers settling earlier facts). */
  adjustModel?: (model: SolicitationModel) => SolicitationModel;
}

/** What model providers read instead of raw documents: the model's facts and the work-statement text. */
export interface Digest {
  sections: { ref: string; title: string; document: string }[];
  requirements: Requirement[];
  /** The brief: facts with quotes, then the raw work-statement and staffing sections. */
  text: string;
  /** The solicitation model the brief was written from (to check an answer against). */
  model: SolicitationModel;
}
