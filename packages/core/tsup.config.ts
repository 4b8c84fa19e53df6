import { defineConfig } from 'tsup';
import { base } from '../../tsup.base';

export default defineConfig({
  ...base,
  platform: 'neutral',
  entry: { index: 'src/index.ts', xlsx: 'src/xlsx/index.ts', client: 'src/client/index.ts' },
});
