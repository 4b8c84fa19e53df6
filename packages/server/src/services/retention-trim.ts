/** The longest quote of a document a plan keeps once the retention window has passed. */
export const QUOTE_LIMIT = 200;

/**
 * One line cut to `limit` characters: at a word boundary when one is near, ending in "…".
 * @example
 * clipLine('The contractor shall ...'.repeat(20), 40) // 'The contractor shall ...The contractor…'
 */
export function clipLine(line: string, limit: number = QUOTE_LIMIT): string {
  if (line.length <= limit) return line;
  const head = line.slice(0, limit - 1);
  const space = head.lastIndexOf(' ');
  return `${(space >= limit * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}

/**
 * A plan (or digest) with every line of every string cut to a short citation: what stays
 * after DOCUMENT_RETENTION_HOURS. Requirement texts, task bases and citations, requirement
 * lists and the thinking narrative keep at most `limit` characters per line, so no longer
 * sentence of the documents survives whole; numbers, ids and structure are kept.
 * @example
 * clipQuotes({ tasks: [{ citation: { ref: 'C.3', quote: longSentence } }] })
 */
export function clipQuotes<T>(value: T, limit: number = QUOTE_LIMIT): T {
  return clipValue(value, limit) as T;
}

function clipValue(value: unknown, limit: number): unknown {
  if (typeof value === 'string') {
    return value.length <= limit
      ? value
      : value
          .split('\n')
          .map((line) => clipLine(line, limit))
          .join('\n');
  }
  if (Array.isArray(value)) return value.map((item) => clipValue(item, limit));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clipValue(item, limit)]));
  }
  return value;
}
