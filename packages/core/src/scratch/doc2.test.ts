import { readFileSync } from 'node:fs';
import { it } from 'vitest';
import { readSolicitation } from '../solicitation/read-solicitation';
it('doc2', () => {
  const t = readFileSync(process.env.DOC ?? '', 'utf8');
  const m = readSolicitation({ primary: { name: 'x.md', text: t } });
  console.log(JSON.stringify((m as any).facts?.periods ?? (m as any).periods).slice(0, 1500));
  console.log(JSON.stringify((m as any).notes ?? '').slice(0, 1500));
});
