// A Vitest reporter `npm test` adds beside the default one: it writes what failed (tests, hooks,
// imports, unhandled errors) as short plain text to STAFFPLAN_TEST_REPORT_DIR, which
// scripts/test.mjs prints again at the very end (CI keeps only the tail of a long log).
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const FRAMES = 4;

/** The message and the first stack frames outside node_modules. */
function describeError(error) {
  const message = String(error?.message ?? error)
    .split('\n')
    .slice(0, 8);
  const frames = String(error?.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line) && !/node_modules|node:internal|<anonymous>/.test(line))
    .slice(0, FRAMES);
  return [...message, ...frames].map((line) => `      ${line.trim() === '' ? '' : line}`);
}

export default class FailureReport {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules, unhandledErrors) {
    const dir = process.env.STAFFPLAN_TEST_REPORT_DIR;
    if (!dir) return;
    const lines = [];
    for (const module of testModules) {
      const path = relative(this.root, module.moduleId);
      for (const error of module.errors())
        lines.push(`  ${path} (outside any test)`, ...describeError(error));
      for (const suite of module.children.allSuites()) {
        for (const error of suite.errors())
          lines.push(`  ${path} > ${suite.fullName} (a hook)`, ...describeError(error));
      }
      for (const test of module.children.allTests('failed')) {
        lines.push(`  ${path} > ${test.fullName}`);
        for (const error of test.result().errors ?? []) lines.push(...describeError(error));
      }
    }
    for (const error of unhandledErrors) lines.push('  unhandled error', ...describeError(error));
    if (lines.length > 0) {
      writeFileSync(join(dir, `${process.pid}-${Date.now()}.txt`), `${lines.join('\n')}\n`);
    }
  }
}
