import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Session } from '@staffplan/core';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env';
import { defaultCredentialsPath, fileSessionStore } from './file-session-store';

const session = (token: string): Session => ({
  access_token: token,
  refresh_token: `r-${token}`,
  expires_in: 3600,
  expires_at: 1_900_000_000,
  token_type: 'bearer',
  user: { id: 'u1', email: 'ann@example.com' },
});

describe('fileSessionStore', () => {
  it('keeps one session per server in a 0600 file and removes the file when the last one goes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sp-store-'));
    const path = join(dir, 'staffplan', 'credentials.json');
    const a = fileSessionStore({ server: 'http://a:1/', path });
    const b = fileSessionStore({ server: 'http://b:2', path });
    expect(await a.load()).toBeNull();
    await a.save(session('A'));
    await b.save(session('B'));
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, 'staffplan'))).mode & 0o777).toBe(0o700);
    expect((await a.load())?.access_token).toBe('A');
    expect((await b.load())?.access_token).toBe('B');
    expect(Object.keys(JSON.parse(await readFile(path, 'utf8')).sessions)).toEqual([
      'http://a:1',
      'http://b:2',
    ]);
    await a.save(null);
    expect(await a.load()).toBeNull();
    await b.save(null);
    await expect(stat(path)).rejects.toThrow();
  });

  it('lives in $XDG_CONFIG_HOME/staffplan, else ~/.config/staffplan', () => {
    expect(defaultCredentialsPath({ XDG_CONFIG_HOME: '/x' })).toBe('/x/staffplan/credentials.json');
    expect(defaultCredentialsPath({ HOME: '/home/ann' })).toBe(
      '/home/ann/.config/staffplan/credentials.json',
    );
    expect(readEnv({}).serverUrl).toBe('http://localhost:8787');
    expect(readEnv({ STAFFPLAN_URL: 'http://s:1', NO_COLOR: '1' })).toMatchObject({
      serverUrl: 'http://s:1',
      noColor: true,
    });
  });
});
