/**
 * A reader that stopped reading (`staffplan plans list | head -1`) is not a failure: on EPIPE
 * of stdout or stderr the command ends at once, quietly, with exit code 0, as gh does. Any
 * other stream error is reported as usual.
 * @example
 * exitQuietlyOnClosedPipe(); // first thing in bin
 */
export function exitQuietlyOnClosedPipe(
  streams: readonly NodeJS.WriteStream[] = [process.stdout, process.stderr],
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  for (const stream of streams) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') exit(0);
      else throw error;
    });
  }
}
