import type { CommandContext } from '../cli/context';
import { CliError, EXIT } from '../cli/failure';
import { createOutput } from '../cli/output';
import { readEnv } from '../node/env';
import { fileSessionStore } from '../node/file-session-store';
import {
  credentialsPathOf,
  DEFAULT_PROFILE,
  isProfileName,
  readProfiles,
  removeCredentials,
  writeProfiles,
} from '../node/profiles';

/**
 * `staffplan profile list`: every profile, its server and whether it is signed in.
 * @example
 * await listProfiles(ctx, {})
 */
export async function listProfiles(ctx: CommandContext, opts: { json?: boolean }): Promise<void> {
  const profiles = { [DEFAULT_PROFILE]: { server: readEnv().serverUrl }, ...readProfiles() };
  const rows = await Promise.all(
    Object.entries(profiles).map(async ([name, { server }]) => {
      const store = fileSessionStore({ server, path: credentialsPathOf(name) });
      const session = await store.load();
      return { name, server, signedInAs: session?.user.email ?? null, current: name === ctx.profile };
    }),
  );
  if (opts.json) return ctx.out.json(rows);
  for (const r of rows)
    ctx.out.line(
      `${r.current ? '*' : ' '} ${r.name.padEnd(12)}  ${r.server}  ${r.signedInAs ?? '(not signed in)'}`,
    );
}

/**
 * `staffplan profile set NAME URL`: creates or changes a profile.
 * @example
 * await setProfile('work', 'https://staffplan.example.com')
 */
export async function setProfile(name: string, server: string): Promise<void> {
  if (!isProfileName(name))
    throw new CliError(`'${name}' is not a profile name: use letters, digits, - and _.`, EXIT.usage);
  if (!/^https?:\/\/[^/]/.test(server))
    throw new CliError(`The server must be an http:// or https:// URL, not '${server}'.`, EXIT.usage);
  const profiles = readProfiles();
  profiles[name] = { server: server.replace(/\/+$/, '') };
  await writeProfiles(profiles);
  createOutput(process.stdout, process.stderr, readEnv()).info(
    `Profile ${name}: ${profiles[name]?.server}. Sign in with \`staffplan --profile ${name} login\`.`,
  );
}

/**
 * `staffplan profile remove NAME`: forgets the profile and its sign-in.
 * @example
 * await removeProfile('work')
 */
export async function removeProfile(name: string): Promise<void> {
  const profiles = readProfiles();
  if (!profiles[name]) throw new CliError(`There is no profile '${name}'.`, EXIT.usage);
  delete profiles[name];
  await writeProfiles(profiles);
  await removeCredentials(name);
  createOutput(process.stdout, process.stderr, readEnv()).info(`Removed profile ${name}.`);
}
