import { readFile, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { UploadResponse } from '@staffplan/core';
import type { StaffPlanClient } from '@staffplan/core/client';
import { ValidationError } from '@staffplan/core/client';

/** Upload limit (SPEC section 9). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
const ACCEPTED = new Set(['.pdf', '.doc', '.docx']);
const MIME: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * Checks a path as the planner checks a file (PDF or Word, at most 50 MB) with SPEC's messages,
 * and reads it into a Blob.
 * @example
 * const blob = await fileBlob('rfp.pdf');
 */
export async function fileBlob(path: string): Promise<Blob> {
  const ext = extname(path).toLowerCase();
  if (!ACCEPTED.has(ext)) throw new ValidationError(['Please upload a PDF or Word (.docx/.doc) document.']);
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch {
    throw new ValidationError([`File not found: ${path}`]);
  }
  if (size > MAX_UPLOAD_BYTES) {
    const mb = (size / 1024 / 1024).toFixed(1);
    throw new ValidationError([
      `File size (${mb} MB) exceeds the maximum allowed size of 50MB. Please choose a smaller file`,
    ]);
  }
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
