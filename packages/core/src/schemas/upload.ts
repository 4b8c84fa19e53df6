import { z } from 'zod';

/**
 * Answer of `POST /api/upload`: the extracted text (`fullText` and `text` carry the same
 * string), its length, the page count for PDFs and any warnings.
 * @example
 * UploadResponseSchema.parse({ fullText: 'abc', text: 'abc', characters: 3, warnings: [] })
 */
export const UploadResponseSchema = z.looseObject({
  fullText: z.string(),
  text: z.string(),
  characters: z.number(),
  pages: z.number().optional(),
  warnings: z.array(z.string()).default([]),
  fileName: z.string().optional(),
  kind: z.enum(['pdf', 'docx', 'doc', 'xlsx', 'text']).optional(),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;
