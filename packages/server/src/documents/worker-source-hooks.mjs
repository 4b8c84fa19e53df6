// Module hooks for worker-source-bootstrap.mjs: resolve extension-less relative imports of
// TypeScript sources to their .ts files and strip the types with the TypeScript compiler
// (a dev dependency of the workspace; only source runs need it).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const isRelative = (specifier) => specifier.startsWith('./') || specifier.startsWith('../');

export async function resolve(specifier, context, nextResolve) {
  if (context.parentURL?.endsWith('.ts') && isRelative(specifier) && !/\.[cm]?[jt]s$/.test(specifier)) {
    const candidate = new URL(`${specifier}.ts`, context.parentURL);
    if (existsSync(fileURLToPath(candidate))) return { url: candidate.href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const source = await readFile(fileURLToPath(url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: fileURLToPath(url),
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: true,
      sourceMap: false,
      inlineSourceMap: true,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
