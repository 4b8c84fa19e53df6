import { execFileSync } from 'node:child_process';

/** Whether tmux is installed (tmux journeys are skipped without it, outside CI). */
export const HAS_TMUX = (() => {
  try {
    execFileSync('tmux', ['-V']);
    return true;
  } catch {
    return false;
  }
})();

/**
 * A person's terminal is not CI: Ink draws only the last frame when CI is set, so sessions
 * start without it.
 */
export const TERMINAL_ENV = ['-u', 'CI', '-u', 'CONTINUOUS_INTEGRATION', '-u', 'GITHUB_ACTIONS'];

/** One tmux session on its own server socket: start it, type, paste, read the screen. */
export interface TmuxTerminal {
  start(width: number, height: number, env: string[], command: string): void;
  type(text: string): void;
  press(...keys: string[]): void;
  paste(text: string): void;
  screen(): string;
  alive(): boolean;
  waitFor(test: string | RegExp | ((shot: string) => boolean), timeoutMs?: number): Promise<string>;
  close(): void;
}

/**
 * A tmux terminal named `session` on the socket `socket` (one per test file).
 * @example
 * const term = tmuxTerminal(`staffplan-gh-${process.pid}`, 'gh');
 * term.start(80, 24, ['NO_COLOR=1'], 'staffplan plans list');
 */
export function tmuxTerminal(socket: string, session: string): TmuxTerminal {
  const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
  const alive = () => {
    try {
      tmux('has-session', '-t', session);
      return true;
    } catch {
      return false;
    }
  };
  const screen = () => tmux('capture-pane', '-p', '-J', '-S', '-200', '-t', session);
  return {
    start: (width, height, env, command) => {
      if (alive()) tmux('kill-session', '-t', session);
      tmux(
        'new-session',
        '-d',
        '-s',
        session,
        '-x',
        String(width),
        '-y',
        String(height),
        'env',
        ...TERMINAL_ENV,
        ...env,
        'sh',
        '-c',
        command,
      );
    },
    type: (text) => tmux('send-keys', '-t', session, '-l', text),
    press: (...keys) => tmux('send-keys', '-t', session, ...keys),
    paste: (text) => {
      tmux('set-buffer', '-b', 'paste', text);
      tmux('paste-buffer', '-b', 'paste', '-t', session);
    },
    screen,
    alive,
    waitFor: async (test, timeoutMs = 30_000) => {
      const started = Date.now();
      for (;;) {
        let shot = '';
        try {
          shot = screen();
        } catch {
          shot = '';
        }
        const done =
          typeof test === 'string'
            ? shot.includes(test)
            : test instanceof RegExp
              ? test.test(shot)
              : test(shot);
        if (done) return shot;
        if (Date.now() - started > timeoutMs)
          throw new Error(`timed out waiting for ${String(test)}; screen:\n${shot}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => {
      try {
        tmux('kill-server');
      } catch {
        // already gone with its last session
      }
    },
  };
}
