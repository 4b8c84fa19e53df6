import { recognise } from '../vocabulary/index';

const cache = new WeakMap<object, string | undefined>();

/**
 * The occupation a services document is about: the Service Contract Act title it names most,
 * in any case, at least three times ("guards" staff the posts of a guard contract). Undefined
 * when none stands out.
 * @example
 * dominantOccupation('Guards shall staff each post. A guard checks badges. Guards patrol.') // 'Guard'
 */
export function dominantOccupation(text: string): string | undefined {
  const counts = new Map<string, number>();
  for (const m of recognise(text, { anyCase: true }))
    if (m.vocabulary === 'sca') counts.set(m.family, (counts.get(m.family) ?? 0) + 1);
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  return best && best[1] >= 3 ? best[0] : undefined;
}

/** `dominantOccupation` of a document, read once per document object. */
export function documentOccupation(doc: { text: string }): string | undefined {
  if (!cache.has(doc)) cache.set(doc, dominantOccupation(doc.text));
  return cache.get(doc);
}
