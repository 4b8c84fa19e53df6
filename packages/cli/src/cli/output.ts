import type { CliEnv } from '../node/env';

/** Colour names the CLI uses, each only where it carries meaning. */
export type Tone = 'bold' | 'dim' | 'red' | 'green' | 'yellow' | 'cyan';

const CODES: Readonly<Record<Tone, [number, number]>> = {
  bold: [1, 22],
  dim: [2, 22],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  cyan: [36, 39],
};

/** A writable the output goes to (process.stdout in the command, a buffer in tests). */
export interface Sink {
  write(text: string): unknown;
  isTTY?: boolean;
}

/**
 * Where a command writes: results on stdout, messages and progress on stderr. Colour only on a
 * terminal and without NO_COLOR (FORCE_COLOR wins).
 * @example
 * const out = createOutput(process.stdout, process.stderr, readEnv());
 * out.line(out.paint('green', 'Saved'));
 */
export interface Output {
  readonly color: boolean;
  readonly interactive: boolean;
  paint(tone: Tone, text: string): string;
  line(text?: string): void;
  json(value: unknown): void;
  info(text: string): void;
  error(text: string): void;
}

/**
 * Builds the Output for the given streams and environment.
 * @example
 * createOutput(process.stdout, process.stderr, readEnv()).info('Signed in')
 */
export function createOutput(
  stdout: Sink,
  stderr: Sink,
  env: Pick<CliEnv, 'noColor' | 'forceColor'>,
): Output {
  const color = env.forceColor || (!env.noColor && stdout.isTTY === true);
  const errColor = env.forceColor || (!env.noColor && stderr.isTTY === true);
  const paintWith = (on: boolean) => (tone: Tone, text: string) =>
    on ? `\u001b[${CODES[tone][0]}m${text}\u001b[${CODES[tone][1]}m` : text;
  return {
    color,
    interactive: stderr.isTTY === true,
    paint: paintWith(color),
    line: (text = '') => stdout.write(`${text}\n`),
    json: (value) => stdout.write(`${JSON.stringify(value, null, 2)}\n`),
    info: (text) => stderr.write(`${text}\n`),
    error: (text) => stderr.write(`${paintWith(errColor)('red', 'Error:')} ${text}\n`),
  };
}
