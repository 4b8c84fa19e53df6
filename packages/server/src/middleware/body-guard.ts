import { AppError } from '../errors';

/** Deepest nesting of objects and arrays a request body may have. */
export const MAX_BODY_DEPTH = 64;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const where = (path: string): string => (path ? `${path}: ` : '');

/**
 * What no database column can store or no handler should recurse into: a NUL character, an
 * unpaired surrogate (invalid Unicode), or nesting deeper than MAX_BODY_DEPTH. Walks the parsed
 * body without recursion and throws 400 naming the first offending field; keys count too.
 * @example
 * assertStorableBody({ name: 'a\u0000b' }) // throws 400 "name: contains a NUL character (U+0000)"
 */
export function assertStorableBody(body: unknown): void {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: body, path: '', depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path, depth } = item;
    if (typeof value === 'string') {
      checkText(value, path);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) {
      throw new AppError(
        'bad_request',
        `${where(path)}the request body is nested more than ${MAX_BODY_DEPTH} levels deep`,
      );
    }
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      checkText(key, childPath);
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
}

function checkText(text: string, path: string): void {
  if (text.includes('\u0000'))
    throw new AppError('bad_request', `${where(path)}contains a NUL character (U+0000)`);
  if (LONE_SURROGATE.test(text)) {
    throw new AppError('bad_request', `${where(path)}contains an unpaired surrogate (invalid Unicode text)`);
  }
}
