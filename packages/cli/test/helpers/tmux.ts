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

/** How a terminal reads its screen and how long waitFor waits by default. */
export interface TmuxOptions {
  /**
   * 'history' (the default): the visible pane and 200 lines above it, wrapped lines joined;
   * 'visible': only what the pane shows now, as drawn.
   */
  capture?: 'history' | 'visible';
  /** waitFor's timeout when the call names none (30 s unless told). */
  waitMs?: number;
}

/**
 * A tmux terminal named `session` on the socket `socket` (one per test file).
 * @example
 * const term = tmuxTerminal(`staffplan-gh-${process.pid}`, 'gh');
 * term.start(80, 24, ['NO_COLOR=1'], 'staffplan plans list');
 */
export function tmuxTerminal(
  socket: string,
  session: string,
  { capture = 'history', waitMs = 30_000 }: TmuxOptions = {},
): TmuxTerminal {
  const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
  const alive = () => {
    try {
      tmux('has-session', '-t', session);
      return true;
    } catch {
      return false;
    }
  };
  const captureArgs = capture === 'history' ? ['-J', '-S', '-200'] : [];
  const screen = () => tmux('capture-pane', '-p', ...captureArgs, '-t', session);
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
    waitFor: async (test, timeoutMs = waitMs) => {
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

/**
 * Types /quit into a chat until its session ends, at most three times, giving each try 5 s:
 * keys typed while the chat is still saving are dropped (the input is busy), so a person on a
 * slow machine types /quit again; the test does what they would.
 */
export async function quitChat(term: TmuxTerminal): Promise<void> {
  for (let attempt = 0; attempt < 3 && term.alive(); attempt += 1) {
    term.type('/quit');
    term.press('Enter');
    const tried = Date.now();
    while (term.alive() && Date.now() - tried < 5_000) await new Promise((r) => setTimeout(r, 100));
  }
}
