import { describe, expect, it } from 'vitest';
import { cliUserOfFile } from './helpers/cli-user';
import { FIXTURE_DOCX } from './helpers/server';

// A server whose monthly token limit is tiny: the first generation goes through (the check is
// made before a call), the next one is refused with 429 and `staffplan` exits with 4.
const DOCX = FIXTURE_DOCX;
const EMAIL = 'limit.user@example.com';
const user = cliUserOfFile(EMAIL, { serverEnv: { TOKEN_LIMIT: '1000' }, subscribe: 'basic' });

describe('limit reached', () => {
  it('exits 4 with the tier and reset date once the monthly limit is used up', async () => {
    const first = await user.cli(['generate', DOCX, '--name', 'First']);
    expect(first.code).toBe(0);
    const second = await user.cli(['generate', DOCX, '--name', 'Second']);
    expect(second.stderr).toContain('Monthly Token Limit Exceeded');
    expect(second.stderr).toMatch(/tier: basic/);
    expect(second.code).toBe(4);
    const usage = await user.cli(['usage']);
    expect(usage.stdout).toContain('Token Limit Exceeded');
    expect(usage.stdout).toMatch(/\d+ days? until reset/);
  });
});
