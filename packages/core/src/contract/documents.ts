import { UploadResponseSchema } from '../schemas/upload';
import { MAX_UPLOAD_BYTES } from './limits';
import { defineRoute } from './route';

/**
 * Document upload: one file in the multipart field `file` (PDF, .docx, .doc, .xlsx, text or
 * Markdown, at most MAX_UPLOAD_BYTES), read to text on the server.
 * @example
 * documentsRoutes.upload.limits?.MAX_UPLOAD_BYTES // 52428800
 */
export const documentsRoutes = {
  upload: defineRoute({
    name: 'documents.upload',
    method: 'POST',
    path: '/api/upload',
    summary: 'Upload one solicitation document (multipart field "file") and read its text',
    auth: 'user',
    bodyKind: 'multipart',
    response: UploadResponseSchema,
    errors: [
      'unauthorized',
      'subscription_required',
      'bad_request',
      'payload_too_large',
      'unsupported_media_type',
      'unprocessable',
    ],
    limits: { MAX_UPLOAD_BYTES },
  }),
} as const;
