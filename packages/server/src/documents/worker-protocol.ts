import type { DocumentKind } from './detect-kind';
import type { ExtractionFailureReason } from './extraction-failure';
import type { ParsedDocument } from './parse-document';

/** A job sent to an extraction worker; `bytes` is transferred, not copied. */
export interface WorkerJob {
  id: number;
  kind: DocumentKind;
  bytes: Uint8Array;
}

/** What a worker answers: `ready` once after loading its parsers, then one reply per job. */
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; result: ParsedDocument }
  | { type: 'failed'; id: number; reason: ExtractionFailureReason; message: string };
