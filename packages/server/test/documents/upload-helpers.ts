import type { TestServer } from '../helpers/test-server';

/** POSTs one file as the multipart field `file` (or another field name). */
export function upload(
  server: TestServer,
  token: string | undefined,
  bytes: Uint8Array,
  fileName: string,
  field = 'file',
): Promise<Response> {
  const form = new FormData();
  form.append(field, new Blob([bytes]), fileName);
  return fetch(`${server.url}/api/upload`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
}
