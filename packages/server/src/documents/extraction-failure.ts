/** Why a document could not be turned into text; carried as `reason` in the 422 body. */
export type ExtractionFailureReason =
  | 'scanned'
  | 'damaged'
  | 'too_large'
  | 'empty'
  | 'timeout'
  | 'memory'
  | 'encrypted';

/**
 * A document the parser refused, with a message fit for the person who uploaded it. Thrown
 * inside the worker, carried across as plain data and turned into a 422 by the caller.
 */
export class ExtractionFailure extends Error {
  readonly reason: ExtractionFailureReason;

  constructor(reason: ExtractionFailureReason, message: string) {
    super(message);
    this.name = 'ExtractionFailure';
    this.reason = reason;
  }
}
