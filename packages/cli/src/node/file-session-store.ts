import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type Session, SessionSchema } from '@staffplan/core';
import type { SessionStore } from '@staffplan/core/client';
import { readEnv } from './env';

/**
 * Where the CLI keeps credentials: `$XDG_CONFIG_HOME/staffplan/credentials.json`, else
 * `~/.config/staffplan/credentials.json`.
 * @example
 * defaultCredentialsPath() // '/home/ann/.config/staffplan/credentials.json'
 */
export function defaultCredentialsPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(readEnv(env).configDir, 'credentials.json');
}

type CredentialsFile = { sessions: Record<string, Session> };

async function readCredentials(path: string): Promise<CredentialsFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return { sessions: {} };
  }
  try {
    const raw = JSON.parse(text) as { sessions?: Record<string, unknown> };
    const sessions: Record<string, Session> = {};
    for (const [server, value] of Object.entries(raw.sessions ?? {})) {
      const parsed = SessionSchema.safeParse(value);
      if (parsed.success) sessions[server] = parsed.data;
    }
    return { sessions };
  } catch {
    return { sessions: {} };
  }
}

/**
 * A session store in a JSON file (mode 0600, folder 0700), one session per server URL, written
 * atomically. Used by the `staffplan` command; scripts can share it.
 * @example
 * const client = createClient({ baseUrl, session: fileSessionStore({ server: baseUrl }) });
 */
export function fileSessionStore(options: {
  server: string;
  path?: string;
}): SessionStore & { path: string } {
  const path = options.path ?? defaultCredentialsPath();
  const server = options.server.replace(/\/+$/, '');
  return {
    path,
    load: async () => (await readCredentials(path)).sessions[server] ?? null,
    save: async (session) => {
      const file = await readCredentials(path);
      if (session) file.sessions[server] = session;
      else delete file.sessions[server];
      if (Object.keys(file.sessions).length === 0) {
        await rm(path, { force: true });
        return;
      }
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const temp = `${path}.${process.pid}.tmp`;
      await writeFile(temp, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
      await chmod(temp, 0o600);
      await rename(temp, path);
    },
  };
}
