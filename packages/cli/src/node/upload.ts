import { readFile, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { fileTooLargeMessage, MAX_UPLOAD_BYTES, type UploadResponse } from '@staffplan/core';
import type { StaffPlanClient } from '@staffplan/core/client';
import { ValidationError } from '@staffplan/core/client';

/** The upload limit, core's (contract/limits.ts). */
export { MAX_UPLOAD_BYTES };
const ACCEPTED = new Set(['.pdf', '.doc', '.docx', '.xlsx', '.txt', '.md', '.markdown']);
const MIME: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.markdown': 'text/markdown',
};

/**
 * Checks a path as the planner checks a file (PDF, Word, Excel, text or Markdown, at most 50 MB) with the product's messages (docs/product.md, Messages users see),
 * and reads it into a Blob.
 * @example
 * const blob = await fileBlob('rfp.pdf');
 */
export async function fileBlob(path: string): Promise<Blob> {
  const ext = extname(path).toLowerCase();
  if (!ACCEPTED.has(ext))
    throw new ValidationError([
      'Please upload a PDF, Word (.docx/.doc), Excel (.xlsx), text or Markdown document.',
    ]);
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch {
    throw new ValidationError([`File not found: ${path}`]);
  }
  if (size > MAX_UPLOAD_BYTES) throw new ValidationError([fileTooLargeMessage(size)]);
  return new Blob([await readFile(path)], { type: MIME[ext] ?? 'application/octet-stream' });
}

/**
 * Uploads a document from a path and answers its extracted text.
 * @example
 * const { fullText } = await uploadFile(client, './solicitations/rfp.docx');
 */
export async function uploadFile(client: StaffPlanClient, path: string): Promise<UploadResponse> {
  return client.documents.upload(await fileBlob(path), basename(path));
}
