import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readEnv } from './env';

/** The profile used when none is named. Its sign-in stays in `credentials.json`. */
export const DEFAULT_PROFILE = 'default';
const NAME = /^[A-Za-z0-9_-]{1,40}$/;

/** One profile: the server it talks to. */
export interface Profile {
  server: string;
}

/** Where profiles are kept: `$XDG_CONFIG_HOME/staffplan/profiles.json`. @example profilesPath() */
export function profilesPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(readEnv(env).configDir, 'profiles.json');
}

/**
 * The credentials file of a profile: `credentials.json` for the default one, else
 * `credentials.NAME.json`, in the same folder.
 * @example
 * credentialsPathOf('work') // '/home/ann/.config/staffplan/credentials.work.json'
 */
export function credentialsPathOf(name: string, env: NodeJS.ProcessEnv = process.env): string {
  const file = name === DEFAULT_PROFILE ? 'credentials.json' : `credentials.${name}.json`;
  return join(readEnv(env).configDir, file);
}

/** Whether a profile name is usable (letters, digits, - and _, up to 40). @example isProfileName('work') // true */
export function isProfileName(name: string): boolean {
  return NAME.test(name);
}

/**
 * Every saved profile by name (an unreadable file reads as none).
 * @example
 * readProfiles()['work']?.server
 */
export function readProfiles(env: NodeJS.ProcessEnv = process.env): Record<string, Profile> {
  const path = profilesPath(env);
  if (!existsSync(path)) return {};
  try {
    const raw = JSON.parse(readFileSync(path, 'utf8')) as { profiles?: Record<string, { server?: unknown }> };
    const profiles: Record<string, Profile> = {};
    for (const [name, value] of Object.entries(raw.profiles ?? {}))
      if (typeof value?.server === 'string') profiles[name] = { server: value.server };
    return profiles;
  } catch {
    return {};
  }
}

/**
 * Writes the profiles (mode 0600, atomically).
 * @example
 * await writeProfiles({ work: { server: 'https://staffplan.example.com' } })
 */
export async function writeProfiles(
  profiles: Record<string, Profile>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const path = profilesPath(env);
  await mkdir(readEnv(env).configDir, { recursive: true, mode: 0o700 });
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify({ profiles }, null, 2)}\n`, { mode: 0o600 });
  await rename(temp, path);
}

/** Removes a profile's credentials file. @example await removeCredentials('work') */
export async function removeCredentials(name: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  await rm(credentialsPathOf(name, env), { force: true });
}
