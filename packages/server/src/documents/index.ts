/**
 * Document upload and extraction: content-type detection, text extraction of PDF, .docx,
 * .doc, .xlsx, plain text and Markdown in resource-limited worker threads, and the short-lived store of texts.
 */
export { type DocumentKind, detectKind } from './detect-kind';
export {
  type DocumentService,
  type DocumentServiceDeps,
  createDocumentService,
  type IngestedDocument,
} from './document-service';
export {
  closeDocumentWorkers,
  type ExtractedDocument,
  type ExtractOptions,
  extractDocument,
  UNSUPPORTED_TYPE_MESSAGE,
  warmUpDocumentWorkers,
} from './extract-document';
export { fileTooLarge, MAX_UPLOAD_BYTES, readSingleUpload, type UploadedFile } from './read-upload';
