import type { DocumentKind } from './detect-kind';
import type { ExtractionFailureReason } from './extraction-failure';
import type { ParsedDocument } from './finish-document';
import type { PdfPart, PdfPartSpec } from './pdf-parts';

/**
 * A job sent to an extraction worker; `bytes` is transferred, not copied. With `pdfPart`,
 * the worker reads only that share of a PDF's pages and answers a PdfPart.
 */
export interface WorkerJob {
  id: number;
  kind: DocumentKind;
  bytes: Uint8Array;
  pdfPart?: PdfPartSpec;
}

/** What a job yields: a finished document, or one part of a PDF read by several workers. */
export type WorkerOutput =
  | { type: 'document'; document: ParsedDocument }
  | { type: 'pdf-part'; part: PdfPart };

/** What a worker answers: `ready` once after loading its parsers, then one reply per job. */
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; output: WorkerOutput }
  | { type: 'failed'; id: number; reason: ExtractionFailureReason; message: string };
