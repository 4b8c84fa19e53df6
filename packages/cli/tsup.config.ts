import { defineConfig } from 'tsup';
import { base } from '../../tsup.base';

// Code splitting keeps each command (and Ink/React) in its own chunk, so `staffplan --help`
// loads commander only. The `#!/usr/bin/env node` line comes from src/bin.tsx itself.
export default defineConfig({
  ...base,
  entry: { index: 'src/index.ts', bin: 'src/bin.tsx' },
  splitting: true,
});
