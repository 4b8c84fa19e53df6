import type { UploadResponse } from '@staffplan/core';
import type { Config } from '../config/index';
import type { Db } from '../db/connect';
import type { AuthUser } from '../types';
import {
  closeDocumentWorkers,
  type ExtractedDocument,
  type ExtractOptions,
  extractDocument,
  warmUpDocumentWorkers,
} from './extract-document';

const HOUR_MS = 3_600_000;

/** An upload's answer: the wire shape plus the id of the stored text. */
export type IngestedDocument = UploadResponse & { documentId: string; expiresAt: string };

/** Document extraction and the short-lived store of extracted texts. */
export interface DocumentService {
  /**
   * Extracts an uploaded file (the bytes are handed over and must not be reused) and keeps
   * its text, never the file, until now + DOCUMENT_RETENTION_HOURS.
   */
  ingest(args: { user: AuthUser; fileName: string; bytes: Uint8Array }): Promise<IngestedDocument>;
  /** Extracts without storing (CLI, generation of local files). */
  extract(bytes: Uint8Array, options?: ExtractOptions): Promise<ExtractedDocument>;
  /** Starts an extraction worker ahead of the first upload. */
  warmUp(): Promise<void>;
  /** Stops the extraction workers. */
  close(): Promise<void>;
}

export interface DocumentServiceDeps {
  config: Pick<Config, 'documentRetentionHours'>;
  db: Db;
  clock: () => Date;
}

/**
 * The real document service.
 * @example
 * const documents = createDocumentService({ config, db, clock: () => new Date() });
 * const { text, documentId } = await documents.ingest({ user, fileName: 'rfp.pdf', bytes });
 */
export function createDocumentService(deps: DocumentServiceDeps): DocumentService {
  return {
    async ingest({ user, fileName, bytes }) {
      const extracted = await extractDocument(bytes, { fileName, transfer: true });
      const expiresAt = new Date(deps.clock().getTime() + deps.config.documentRetentionHours * HOUR_MS);
      const row = await deps.db.kysely
        .insertInto('documents')
        .values({
          owner_id: user.id,
          name: fileName,
          kind: extracted.kind,
          text: extracted.text,
          characters: extracted.characters,
          expires_at: expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const answer: IngestedDocument = {
        fullText: extracted.text,
        text: extracted.text,
        characters: extracted.characters,
        warnings: extracted.warnings,
        fileName,
        kind: extracted.kind,
        documentId: row.id,
        expiresAt: expiresAt.toISOString(),
      };
      if (extracted.pages !== undefined) answer.pages = extracted.pages;
      return answer;
    },
    extract: (bytes, options) => extractDocument(bytes, options),
    warmUp: () => warmUpDocumentWorkers(),
    close: () => closeDocumentWorkers(),
  };
}
