/**
 * @staffplan/cli as a library: the StaffPlan SDK for Node. Re-exports `@staffplan/core/client`
 * (its `createClient` with the `ws` WebSocket on Node 20) and adds Node conveniences (upload
 * from a path, the file session store, a client with Node defaults). Loads neither Ink nor
 * React. The SDK's README: packages/core/README.md.
 * @example
 * import { createNodeClient, uploadFile } from '@staffplan/cli';
 * const client = createNodeClient({ baseUrl: 'http://localhost:8787' });
 */
export * from '@staffplan/core/client';
// Shadows the re-exported createClient: the same client, with `ws` when Node has no WebSocket.
export { createClient } from './node/create-client';
export { type CliEnv, DEFAULT_SERVER_URL, readEnv } from './node/env';
export { defaultCredentialsPath, fileSessionStore } from './node/file-session-store';
export { createNodeClient } from './node/node-client';
export { fileBlob, MAX_UPLOAD_BYTES, uploadFile } from './node/upload';
