import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/* Opens PGlite once in the folder (which runs initdb) and closes it; CommonJS, by path. */
const INITDB_SOURCE = `
const [entry, location, conf] = process.argv.slice(1);
const { PGlite } = require(entry);
(async () => {
  const db = new PGlite(location, { postgresqlconf: JSON.parse(conf) });
  await db.waitReady;
  await db.close();
})().catch((error) => {
  process.stderr.write(String((error && error.message) || error));
  process.exit(1);
});
`;

/**
 * Creates a new PGlite database in `location` in a short-lived child process. initdb leaves
 * about 500 MB of WebAssembly memory and copies behind, which a long-running server would
 * keep resident (V8 frees it lazily and the allocator keeps freed pages); in a child process
 * it all goes back to the system when the process ends, so a server's first start idles at
 * the size of later starts.
 */
export async function initPgliteDataDir(location: string, conf: readonly string[]): Promise<void> {
  const child = spawn(
    process.execPath,
    ['-e', INITDB_SOURCE, require.resolve('@electric-sql/pglite'), location, JSON.stringify(conf)],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) {
    throw new Error(
      `Creating the embedded database in ${location} failed: ${stderr.trim() || `exit code ${code}`}`,
    );
  }
}
