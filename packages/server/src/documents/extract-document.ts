import { AppError } from '../errors';
import { Mutex } from '../lib/mutex';
import { type DocumentKind, detectKind } from './detect-kind';
import { ExtractionFailure } from './extraction-failure';
import { finishDocument, type ParsedDocument } from './finish-document';
import { assemblePdf } from './pdf-parts';
import { WorkerPool } from './worker-pool';

/** The message for anything that is not a PDF, Word, Excel, text or Markdown document. */
export const UNSUPPORTED_TYPE_MESSAGE =
  'Please upload a PDF, Word (.docx/.doc), Excel (.xlsx), text or Markdown document.';

/** Options of {@link extractDocument}. */
export interface ExtractOptions {
  /** The uploaded name, used in messages only (the type comes from the content). */
  fileName?: string;
  /** The parse is stopped after this many ms (default 30,000). */
  timeoutMs?: number;
  /** Heap limit of the parsing worker in MB (default 512). */
  maxMemoryMb?: number;
  /**
   * The caller gives up `bytes` and the whole ArrayBuffer under them, which move to the
   * worker without a copy (so they must not come from Buffer's shared pool). Default: copy.
   */
  transfer?: boolean;
  /**
   * Let every worker of the pool read a share of a PDF's pages at once (PDFs of 48 KB to
   * 16 MB; default true). Lower latency on an idle machine, a little more CPU in total.
   */
  parallel?: boolean;
}

/** Text extracted from a document. */
export interface ExtractedDocument {
  kind: DocumentKind;
  text: string;
  characters: number;
  pages?: number;
  warnings: string[];
}

/**
 * PDFs up to this size are read by every worker of the pool at once, each taking its share
 * of the pages (a copy of the file each); larger ones by one worker, to keep memory flat.
 */
const SPLIT_MAX_BYTES = 16 * 1024 * 1024;
/**
 * Documents over this size are read one at a time, each by a worker that is stopped before
 * the answer goes on: the file and what the parser made of it (100-200 MB for a 50 MB PDF)
 * are then gone at once instead of waiting in its heap while the server stores and sends
 * the text. The next upload starts a fresh worker; small documents keep their warm ones.
 */
const LARGE_MIN_BYTES = SPLIT_MAX_BYTES;
const largeDocuments = new Mutex();
/** Below this size a PDF has too few pages for splitting to pay. */
const SPLIT_MIN_BYTES = 48 * 1024;

const pools = new Map<number, WorkerPool>();

function poolFor(maxMemoryMb: number): WorkerPool {
  let pool = pools.get(maxMemoryMb);
  if (!pool) {
    pool = new WorkerPool({ maxMemoryMb });
    pools.set(maxMemoryMb, pool);
  }
  return pool;
}

/**
 * Extracts the text of a PDF, .docx, .doc, .xlsx, plain-text or Markdown file in a worker thread with a time and memory
 * limit. The type is detected from the content.
 * @throws AppError 415 (unsupported_media_type) for anything else, 422 (unprocessable, with
 * a `reason`) for scans without text, damaged, hostile, empty or too slow documents.
 * @example
 * const { text, pages } = await extractDocument(await readFile('rfp.pdf'));
 */
export async function extractDocument(
  bytes: Uint8Array,
  options: ExtractOptions = {},
): Promise<ExtractedDocument> {
  const kind = detectKind(bytes);
  if (!kind) {
    const detail = bytes.length === 0 ? { detail: 'The file is empty.' } : {};
    throw new AppError('unsupported_media_type', UNSUPPORTED_TYPE_MESSAGE, detail);
  }
  const pool = poolFor(options.maxMemoryMb ?? 512);
  const timeoutMs = options.timeoutMs ?? 30_000;
  try {
    const sized = bytes.length >= SPLIT_MIN_BYTES && bytes.length <= SPLIT_MAX_BYTES;
    const split = kind === 'pdf' && options.parallel !== false && pool.capacity > 1 && sized;
    if (split) return await readPdfInParts(pool, bytes, timeoutMs);
    const input = options.transfer ? bytes : new Uint8Array(bytes);
    const read = (retire: boolean) => pool.run({ kind, bytes: input }, timeoutMs, { retire });
    // Large documents are read one at a time (each in a worker stopped afterwards): two 50 MB
    // PDFs at once would need twice the memory. The time limit starts when the read does.
    const output =
      bytes.length > LARGE_MIN_BYTES ? await largeDocuments.run(() => read(true)) : await read(false);
    if (output.type !== 'document')
      throw new Error('The document worker answered a part for a whole document');
    return output.document;
  } catch (error) {
    if (error instanceof ExtractionFailure) {
      throw new AppError('unprocessable', error.message, { reason: error.reason });
    }
    throw error;
  }
}

async function readPdfInParts(
  pool: WorkerPool,
  bytes: Uint8Array,
  timeoutMs: number,
): Promise<ParsedDocument> {
  const count = pool.capacity;
  const outputs = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      pool.run({ kind: 'pdf', bytes: new Uint8Array(bytes), pdfPart: { index, count } }, timeoutMs),
    ),
  );
  const parts = outputs.map((output) => {
    if (output.type !== 'pdf-part') throw new Error('The document worker answered a document for a part');
    return output.part;
  });
  return finishDocument('pdf', assemblePdf(parts));
}

/** Starts the default worker ahead of the first upload (server start-up, benchmarks). */
export async function warmUpDocumentWorkers(maxMemoryMb = 512): Promise<void> {
  await poolFor(maxMemoryMb).warmUp();
}

/** Extraction worker threads running now, idle or busy (diagnostics and tests). */
export function documentWorkerThreads(): number {
  let threads = 0;
  for (const pool of pools.values()) threads += pool.liveThreads;
  return threads;
}

/** Stops every extraction worker (server shutdown, end of tests). */
export async function closeDocumentWorkers(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((pool) => pool.close()));
}
