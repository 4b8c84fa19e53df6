/**
 * INTERIM document service written by the server engineer so the app can be wired before the
 * documents engineer's service lands; it has no behaviour (upload is their route).
 */
export type DocumentService = Record<string, unknown>;

export function createInterimDocuments(): DocumentService {
  return {};
}
