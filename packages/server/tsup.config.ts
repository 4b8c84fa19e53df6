import { defineConfig } from 'tsup';
import { base } from '../../tsup.base';

export default defineConfig({
  ...base,
  entry: {
    index: 'src/index.ts',
    bin: 'src/bin.ts',
    // Started as a worker thread by src/documents/worker-url.ts (sibling of index.js/bin.js).
    'documents-worker': 'src/documents/worker-entry.ts',
  },
});
