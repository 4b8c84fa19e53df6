import { parentPort } from 'node:worker_threads';
import { ExtractionFailure } from './extraction-failure';
import { parseDocument } from './parse-document';
import type { WorkerJob, WorkerReply } from './worker-protocol';

/**
 * The extraction worker: parses one document at a time under the resource limits its
 * parent gave it. Anything unexpected is reported as a damaged document; running out of
 * memory or time is noticed by the parent, which terminates this thread.
 */
const port = parentPort;
if (port) {
  const reply = (message: WorkerReply) => port.postMessage(message);
  port.on('message', (job: WorkerJob) => {
    parseDocument(job.bytes, job.kind).then(
      (result) => reply({ type: 'done', id: job.id, result }),
      (error: unknown) => {
        const failure =
          error instanceof ExtractionFailure
            ? error
            : new ExtractionFailure(
                'damaged',
                'This document could not be read: the file is damaged or incomplete.',
              );
        reply({ type: 'failed', id: job.id, reason: failure.reason, message: failure.message });
      },
    );
  });
  reply({ type: 'ready' });
}
