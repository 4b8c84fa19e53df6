import type { SolicitationModel, Source } from '../../solicitation/model';

/** A role the contractor must designate by title, with its key flag. */
export interface DesignatedRole {
  title: string;
  key: boolean;
  source: Source;
}

/** "The Contractor shall designate a Program Manager (Key Personnel) and a Training and Quality Lead". */
const DESIGNATE =
  /\b(?:contractor|offeror|quoter|vendor)\s+(?:shall|must|will)\s+(?:designate|appoint|name|provide|assign)\s+(?<list>(?:an?|one)\s+[A-Z].{0,200})/i;
/** A title: capitalised words, with "and", "of", "&" between them ("Training and Quality Lead"). */
const TITLE =
  /^(?:an?|one)\s+(?<title>[A-Z][\w/-]*(?:\s+(?:(?:and|of|&)\s+)?[A-Z][\w/-]*){0,5})(?<after>.*)$/;
const KEY_AFTER =
  /^\s*(?:\(\s*key(?:\s+personnel)?\s*\)|,?\s*who\s+(?:is|shall\s+be)\s+(?:a\s+)?key\b|\s+as\s+key\b)/i;
/** The sentence makes every role it designates key: "...; both are key personnel", "all of whom are Key Personnel". */
const ALL_KEY =
  /\b(?:both|all|each|these|which|whom|they)(?:\s+(?:of\s+(?:them|whom|these)|positions|roles|individuals))?\s+(?:are|is|shall\s+be|will\s+be)\s+(?:(?:designated|considered)\s+(?:as\s+)?)?key\b/i;
/** Words that end a title but are not one ("a Contractor Identification Badge", "a Quality Control Plan"). */
const NOT_ROLE =
  /\b(?:plan|report|badge|card|system|program|schedule|list|form|letter|copy|number|account)$/i;

const DESIGNATES = /\b(?:shall|must|will)\s+(?:designate|appoint)\b/gi;
const SENTENCE_BREAK = /[.!?\n]/;

/**
 * The sentences of a text that designate someone: from the line's last stop before the verb
 * to the next stop after it. Found from the verb out, as a pattern that starts anywhere on the
 * line retries every start on every line that has no such verb (seconds on a 6 MB document).
 */
export function* designating(text: string): Generator<{ at: number; sentence: string }> {
  let from = 0;
  for (const m of text.matchAll(DESIGNATES)) {
    const verb = m.index ?? 0;
    if (verb < from) continue;
    let at = verb;
    while (at > from && !SENTENCE_BREAK.test(text[at - 1] ?? '')) at -= 1;
    const rest = /[^.!?]*[.!?]?/y;
    rest.lastIndex = verb + m[0].length;
    rest.exec(text);
    from = rest.lastIndex;
    yield { at, sentence: text.slice(at, from) };
  }
}

/** Sentences of the documents that designate a role, with the section they sit in. */
function sentences(
  model: SolicitationModel,
  texts: readonly string[],
): { document: string; ref: string; text: string }[] {
  const out: { document: string; ref: string; text: string }[] = [];
  texts.forEach((text, i) => {
    const document = model.documents[i]?.name ?? '';
    for (const { at, sentence } of designating(text)) {
      const section = model.sections
        .filter((x) => x.document === document && x.start <= at && at < x.end)
        .sort((a, b) => b.level - a.level)[0];
      out.push({ document, ref: section?.ref ?? '', text: sentence.replace(/\s+/g, ' ').trim() });
    }
  });
  return out;
}

/**
 * Roles the work statement tells the contractor to designate by a capitalised title, key when the
 * sentence marks them so ("... a Program Manager (Key Personnel) and a Training and Quality
 * Lead", "designate an Event Manager who is Key Personnel", "... and an Accessibility Lead; both
 * are key personnel"). Lower-case designations ("a point
 * of contact") name no role.
 * @example
 * designatedRoles(model).map((r) => r.title) // ['Program Manager', 'Training and Quality Lead']
 */
export function designatedRoles(model: SolicitationModel, texts: readonly string[] = []): DesignatedRole[] {
  const out: DesignatedRole[] = [];
  for (const r of [...model.requirements, ...sentences(model, texts)]) {
    const list = r.text.match(DESIGNATE)?.groups?.list;
    if (!list) continue;
    const allKey = ALL_KEY.test(r.text);
    for (const part of list.split(/\s*(?:,\s*and|,|;|\band)\s+(?=(?:an?|one)\s+[A-Z])/)) {
      const m = part.match(TITLE)?.groups;
      const title = m?.title?.replace(/\s+(?:and|of|&)$/, '').trim();
      if (!title || NOT_ROLE.test(title) || title.split(/\s+/).length < 2) continue;
      if (out.some((o) => o.title.toLowerCase() === title.toLowerCase())) continue;
      out.push({
        title,
        key: allKey || KEY_AFTER.test(m?.after ?? ''),
        source: { document: r.document, ref: r.ref, quote: r.text },
      });
    }
  }
  return out;
}
