/**
 * A canonical string of a JSON-like value: object keys sorted, undefined members dropped, so
 * two values with the same content compare equal whatever their key order.
 * @example
 * canonical({ b: 1, a: undefined, c: [2] }) // '{"b":1,"c":[2]}'
 */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/**
 * Whether two JSON-like values have the same content.
 * @example
 * same({ a: 1, b: undefined }, { a: 1 }) // true
 */
export function same(a: unknown, b: unknown): boolean {
  return a === b || canonical(a) === canonical(b);
}

/**
 * Words of a text as compared across documents: lower case, letters and digits, no short
 * function words.
 * @example
 * keyWords('The Contractor shall staff the Help Desk.') // ['contractor', 'shall', 'staff', 'help', 'desk']
 */
export function keyWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+(?:[.-][a-z0-9]+)*/g) ?? []).filter(
    (w) => w.length > 2 && !STOP.has(w),
  );
}

const STOP = new Set(
  'the and for are was were that this with from have has not but all any its per may can will been into such than then them they their there these those which who what when where would should could also each other only more most some upon'.split(
    ' ',
  ),
);

/**
 * Share of words two texts have in common (Jaccard over their key words), 0 to 1.
 * @example
 * similarity('The contractor shall staff the desk', 'The contractor shall staff the help desk') // 0.8
 */
export function similarity(a: string, b: string): number {
  const x = new Set(keyWords(a));
  const y = new Set(keyWords(b));
  if (x.size === 0 && y.size === 0) return 1;
  let common = 0;
  for (const w of x) if (y.has(w)) common++;
  return common / (x.size + y.size - common);
}
