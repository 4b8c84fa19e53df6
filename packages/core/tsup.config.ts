import { defineConfig } from 'tsup';
import { base } from '../../tsup.base';

export default defineConfig({
  ...base,
  platform: 'neutral',
  entry: {
    index: 'src/index.ts',
    xlsx: 'src/xlsx/index.ts',
    client: 'src/client/index.ts',
    pricing: 'src/pricing/index.ts',
    'cost-volume': 'src/cost-volume/index.ts',
    boe: 'src/boe/index.ts',
    template: 'src/template-fill/index.ts',
  },
});
