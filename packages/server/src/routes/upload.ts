import { documentsRoutes } from '@staffplan/core';
import type { AppDeps } from '../deps';
import { readSingleUpload } from '../documents/read-upload';
import { currentUser, requireUser } from '../middleware/auth';
import type { AppRouter } from './router';

/**
 * POST /api/upload: multipart field `file` (one PDF, .docx or .doc, at most 50 MB), for a
 * signed-in user with an active subscription ->
 * `{fullText, text, characters, pages?, warnings, fileName, kind, documentId}`.
 */
export function registerUploadRoutes(
  router: AppRouter,
  deps: Pick<AppDeps, 'auth' | 'billing' | 'documents'>,
): void {
  router.post(documentsRoutes.upload.path, requireUser(deps), async (ctx) => {
    const user = currentUser(ctx);
    await deps.billing.assertCanUpload(user);
    const upload = await readSingleUpload(ctx.req).catch((error: unknown) => {
      // The unread rest of a refused body is not worth keeping the connection for.
      ctx.set('Connection', 'close');
      throw error;
    });
    ctx.body = await deps.documents.ingest({ user, fileName: upload.fileName, bytes: upload.bytes });
  });
}
