/**
 * The outcome of a parser that never throws: the value, or the issues as `path: message`
 * strings. An `ok` result may carry `warnings` for parts that were dropped on the way.
 * @example
 * const r: Result<number> = { ok: false, errors: ['tasks: no task list found'] };
 */
export type Result<T> = { ok: true; value: T; warnings?: string[] } | { ok: false; errors: string[] };

/**
 * Builds a successful result.
 * @example
 * ok(3) // { ok: true, value: 3 }
 */
export function ok<T>(value: T, warnings: string[] = []): Result<T> {
  return warnings.length > 0 ? { ok: true, value, warnings } : { ok: true, value };
}

/**
 * Builds a failed result.
 * @example
 * fail(['tasks: no task list found']) // { ok: false, errors: [...] }
 */
export function fail<T>(errors: string[]): Result<T> {
  return { ok: false, errors };
}
