import { parentPort } from 'node:worker_threads';
import { asFailure, parseDocument } from './parse-document';
import { readPdfPages } from './pdf-text';
import type { WorkerJob, WorkerOutput, WorkerReply } from './worker-protocol';

/**
 * The extraction worker: parses one document (or one share of a PDF's pages) at a time
 * under the resource limits its parent gave it. Running out of memory or time is noticed
 * by the parent, which terminates this thread.
 */
async function perform(job: WorkerJob): Promise<WorkerOutput> {
  if (job.pdfPart) return { type: 'pdf-part', part: await readPdfPages(job.bytes, job.pdfPart) };
  return { type: 'document', document: await parseDocument(job.bytes, job.kind) };
}

const port = parentPort;
if (port) {
  const reply = (message: WorkerReply) => port.postMessage(message);
  port.on('message', (job: WorkerJob) => {
    perform(job).then(
      (output) => reply({ type: 'done', id: job.id, output }),
      (error: unknown) => {
        const failure = asFailure(error);
        reply({ type: 'failed', id: job.id, reason: failure.reason, message: failure.message });
      },
    );
  });
  reply({ type: 'ready' });
}
