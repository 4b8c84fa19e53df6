// Where the benches find the shared evaluation corpus (../shared/eval beside the repository,
// or $STAFFPLAN_EVAL_DIR), and one clear message when it is absent: the benches that read
// real documents need it; the tests never do (they use each package's test/fixtures).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The corpus folder `sub` (for example 'solicitations' or 'stripe'); exits with status 2 and
 * says what is missing when it is not there.
 * @example
 * const solicitations = evalCorpus('solicitations', 'bench/estimator.mjs');
 */
export function evalCorpus(sub, bench) {
  const base = resolve(process.env.STAFFPLAN_EVAL_DIR ?? join(root, '../shared/eval'));
  const dir = join(base, sub);
  if (!existsSync(dir)) {
    console.error(
      `${bench}: the evaluation corpus is absent (${dir} not found). This bench reads real documents ` +
        'from ../shared/eval beside the repository; set STAFFPLAN_EVAL_DIR to its folder, or skip this bench.',
    );
    process.exit(2);
  }
  return dir;
}
