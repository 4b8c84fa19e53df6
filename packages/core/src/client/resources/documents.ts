import { type UploadResponse, UploadResponseSchema } from '../../schemas/upload';
import type { ApiContext } from '../api-context';
import type { RequestOptions } from '../options';
import { API_CONTRACT } from '../../contract/index';
import { at } from './route-at';

/**
 * Document upload: `POST /api/upload` (PDF or Word, up to 50 MB) answers the extracted text.
 * @example
 * const { fullText } = await client.documents.upload(new Blob([bytes]), 'rfp.pdf');
 */
export class DocumentsResource {
  constructor(private readonly api: ApiContext) {}

  /**
   * Uploads one document as the multipart field `file`.
   * @example
   * const doc = await client.documents.upload(file, file.name);
   * console.log(doc.characters, doc.warnings);
   */
  upload(file: Blob, fileName: string, options?: RequestOptions): Promise<UploadResponse> {
    const form = new FormData();
    form.append('file', file, fileName);
    return this.api.call({
      ...at(API_CONTRACT.documents.upload),
      form,
      auth: 'optional',
      schema: UploadResponseSchema,
      options,
    });
  }
}
