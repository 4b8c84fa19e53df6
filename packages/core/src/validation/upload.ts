import { MAX_UPLOAD_BYTES } from '../contract/limits';
import { type FieldError, fileTooLargeMessage, VALIDATION_MESSAGES } from './messages';

/** Largest accepted upload, defined with the API's other limits. */
export { MAX_UPLOAD_BYTES };

/**
 * File extensions of the accepted documents (PDF, Word, Excel, plain text and Markdown).
 * @example
 * <input type="file" accept={ACCEPTED_UPLOAD_EXTENSIONS.join(',')} />
 */
export const ACCEPTED_UPLOAD_EXTENSIONS = [
  '.pdf',
  '.doc',
  '.docx',
  '.xlsx',
  '.txt',
  '.md',
  '.markdown',
] as const;
/**
 * Media types of the accepted documents (PDF, Word, Excel, plain text and Markdown).
 * @example
 * ACCEPTED_UPLOAD_TYPES.includes('application/pdf') // true
 */
export const ACCEPTED_UPLOAD_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/plain',
  'text/markdown',
] as const;

/**
 * The file facts an upload check needs (a browser File fits).
 * @example
 * const candidate: UploadCandidate = { name: 'rfp.pdf', size: 1024, type: 'application/pdf' };
 */
export interface UploadCandidate {
  name: string;
  size: number;
  type?: string | undefined;
}

/**
 * Checks an upload before it is sent: PDF, Word, Excel, text or Markdown by extension or media
 * type, at most 50 MB.
 * Returns null when it is fine.
 * @example
 * validateUpload({ name: 'rfp.pdf', size: 60 * 1024 * 1024 })
 * // { field: 'file', title: 'File Too Large', message: 'File size (60.00 MB) exceeds the maximum allowed size of 50MB. Please choose a smaller file' }
 * validateUpload({ name: 'slides.pptx', size: 10 }) // { field: 'file', title: 'Invalid File Type', message: 'Please upload a PDF, Word (.docx/.doc), Excel (.xlsx), text or Markdown document.' }
 */
export function validateUpload(file: UploadCandidate): FieldError | null {
  const name = file.name.toLowerCase();
  const byExtension = ACCEPTED_UPLOAD_EXTENSIONS.some((ext) => name.endsWith(ext));
  const byType = (ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(file.type ?? '');
  if (!byExtension && !byType) {
    return { field: 'file', title: 'Invalid File Type', message: VALIDATION_MESSAGES.fileType };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return {
      field: 'file',
      title: VALIDATION_MESSAGES.fileTooLargeTitle,
      message: fileTooLargeMessage(file.size),
    };
  }
  return null;
}
