/**
 * Decoder for the form bodies the Stripe SDK sends (`line_items[0][price]=p&metadata[a]=b`).
 * Numeric keys become arrays, everything else nested objects; values stay strings, as
 * Stripe's own API receives them.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keyPath(raw: string): string[] {
  const head = raw.split('[', 1)[0] ?? raw;
  const rest = [...raw.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [head, ...rest];
}

function assign(target: FormObject | FormValue[], path: string[], value: string): void {
  const [key, ...rest] = path;
  if (key === undefined) return;
  const container = target as Record<string, FormValue>;
  if (rest.length === 0) {
    container[key] = value;
    return;
  }
  const nextIsIndex = /^\d+$/.test(rest[0] ?? '');
  const existing = container[key];
  const child =
    existing !== undefined && typeof existing !== 'string' ? existing : nextIsIndex ? [] : ({} as FormObject);
  container[key] = child;
  assign(child as FormObject, rest, value);
}

/** Parses an `application/x-www-form-urlencoded` body into nested objects and arrays. */
export function parseStripeForm(body: string): FormObject {
  const result: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    assign(result, keyPath(rawKey), value);
  }
  return result;
}

/** Reads a nested string value, or undefined. */
export function formString(form: FormObject, ...path: Array<string | number>): string | undefined {
  let current: FormValue | undefined = form;
  for (const key of path) {
    if (current === undefined || typeof current === 'string') return undefined;
    current = Array.isArray(current) ? current[Number(key)] : current[String(key)];
  }
  return typeof current === 'string' ? current : undefined;
}

/** Reads a nested object of string values (for `metadata`), or an empty object. */
export function formRecord(form: FormObject, key: string): Record<string, string> {
  const value = form[key];
  if (value === undefined || typeof value === 'string' || Array.isArray(value)) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  return out;
}
