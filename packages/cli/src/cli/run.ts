import { CommanderError } from 'commander';
import { EXIT } from './exit-codes';
import { buildProgram } from './program';

function serverOf(argv: readonly string[], fallback: string): string {
  const i = argv.indexOf('--server');
  const inline = argv.find((a) => a.startsWith('--server='));
  return (inline?.slice('--server='.length) ?? (i >= 0 ? argv[i + 1] : undefined) ?? fallback).replace(
    /\/+$/,
    '',
  );
}

/**
 * Runs the command line and answers the exit code: the one top-level catch of the CLI.
 * @example
 * process.exitCode = await run(process.argv);
 */
export async function run(argv: string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.code === 'commander.helpDisplayed' ||
        error.code === 'commander.version' ||
        error.exitCode === 0
        ? EXIT.ok
        : EXIT.usage;
    }
    const [{ describeFailure }, { readEnv }, { createOutput }] = await Promise.all([
      import('./failure'),
      import('../node/env'),
      import('./output'),
    ]);
    const env = readEnv();
    const { exitCode, message } = describeFailure(error, serverOf(argv, env.serverUrl));
    if (message) createOutput(process.stdout, process.stderr, env).error(message);
    if (env.debug && error instanceof Error) process.stderr.write(`${error.stack ?? ''}\n`);
    return exitCode;
  }
}
