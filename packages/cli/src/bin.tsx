#!/usr/bin/env node
import { exitQuietlyOnClosedPipe } from './cli/pipe';
import { run } from './cli/run';

// The `staffplan` command. Only commander is loaded up front; every command imports its
// implementation (and Ink/React for the interactive ones) when it runs.
exitQuietlyOnClosedPipe();
run(process.argv).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
