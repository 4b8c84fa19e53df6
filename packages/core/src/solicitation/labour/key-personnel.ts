import type { KeyPerson } from '../model';
import type { Structure, TextDocument } from '../parts';
import { isJobNoun, recognise } from '../vocabulary/index';
import { spelledOut } from './acronyms';
import { sameTitleKey } from './merge';
import { readTitle, titleCase } from './title';
import { titlesAfter } from './title-lists';
import { quoteOf, refAt, sentenceAt } from './where';

// A sentence that opens a list of key people: "The Key Personnel, at a minimum, are:",
// "The following individuals are considered to be essential ...:", "must designate who will fill these three roles:".
const LIST_TRIGGER =
  /(?:key\s+(?:personnel|positions?|roles?|staff|individuals)|essential\s+(?:personnel|positions|to\s+the\s+work)|designate\s+who\s+will\s+fill|following\s+(?:key\s+)?(?:positions|roles|individuals)\s+(?:are|is|shall\s+be)\s+(?:designated|considered)\s+(?:as\s+)?key|following\s+(?:are|is|shall\s+be)\s+(?:designated\s+(?:as\s+)?|considered\s+)?key\b)[^.:\n]{0,160}(?:\n(?![ \t]*[•▪*-])[^.:\n]{0,120})?:(?=[ \t]*(?:\n|$)|[^.\n]*(?:[,;]|\sand\s)|[ \t]+(?:the[ \t]+)?[A-Z][^.\n,;:]{2,60}\.(?:\s|$))/gi;
// "The following positions are Key Personnel." and the list after the next sentence's colon
// ("The offeror shall name the person proposed for each and include a resume:").
// The instruction may name what it applies to ("... Key Personnel for the BPA.") and run over
// lines and a blank line ("For each, provide\n\none résumé (two pages) ...:"), never over a list.
const LIST_AFTER_NEXT =
  /\bfollowing\s+(?:positions|roles|labou?r\s+categories|individuals|personnel|persons)\s+(?:are|is|shall\s+be|will\s+be)\s+(?:designated\s+(?:as\s+)?|considered\s+)?key(?:\s+personnel|\s+positions?)?(?:\s+(?:for|under|of|on|in)\s+[^.:\n]{1,60})?\s*\.(?:(?!\n[ \t]*(?:[•▪*-]|\d{1,2}[.)]))[^.:]){0,300}?:(?=[ \t]*(?:\n|$))/gi;
// A sentence that makes named roles key: "X and Y must be listed as Key Personnel", "X is Key Personnel".
const DESIGNATION =
  /\b(?:(?:is|are|be|as)\s+(?:the\s+)?(?:designated|considered|identified|listed|named)?\s*(?:as\s+)?key(?:\s+personnel|\s+positions?|\s+staff)?\b|key\s+personnel\s+(?:is|are|include|includes|shall\s+(?:be|include)|consists?\s+of)\b)/i;
const NOT_DESIGNATION =
  /\bsubstitut|\breplace|\bunavailab|\brésumé|\bresume\b|\bclearance|\bPIV\b|\bnot\s+(?:be\s+)?(?:considered\s+)?key/i;
// The roles a sentence makes key by naming them as its subject: "The Engagement Manager is Key
// Personnel and shall be a Certified Public Accountant", "The Site Lead and the Safety Officer
// are designated key personnel". A title after the designation that the person must be or hold
// (a credential) is not key.
const SUBJECT_KEY =
  /(?:^|[.;:]\s+|\b[Tt]he\s+)((?:[A-Z][\w/&'-]*[ \t]+){0,5}?[A-Z][\w/&'-]*(?:(?:,[ \t]*|[ \t]+and[ \t]+)(?:the[ \t]+)?(?:[A-Z][\w/&'-]*[ \t]+){0,5}?[A-Z][\w/&'-]*)*)[ \t]+(?:is|are|shall[ \t]+be|will[ \t]+be)[ \t]+(?:(?:designated|considered|identified)[ \t]+(?:as[ \t]+)?)?(?:an?[ \t]+)?[Kk]ey\b/;
// What the key person must be or hold: "shall be a Certified Public Accountant", "hold an active Engineer license".
const CREDENTIAL_BEFORE =
  /\b(?:be|being|hold|holds|holding|possess|possesses)\s+(?:an?\s+)?(?:[\w-]+\s+){0,3}$/i;
// A role of the buyer, not the contractor: "the GSA TTS Product Lead", "Government Project Manager".
// Markdown emphasis may close the title before the mark ("one **Test Lead** (Key Personnel)").
const MARKED_KEY =
  /\b((?:[A-Z][\w/&'-]*[ \t]{1,2}){0,4}[A-Z][\w/&'-]*)(?:\*{1,2}|_{1,2})?[ \t]*\((?:KEY|[Kk]ey(?: [Pp]ersonnel| [Pp]osition)?)\)/g;
const GOVERNMENT_BEFORE =
  /\b(?:[Gg]overnment|[Aa]gency|[Ff]ederal|[A-Z]{2,6})(?:['’]s)?\s+(?:[A-Z]{2,6}\s+)?$/;

// "The resume of the proposed Project Manager", "résumés for the Site Lead and the QA Manager":
// the roles whose résumés the offer must include are the ones the evaluators judge by name.
const RESUME_OF =
  /\br[ée]sum[ée]s?\s+(?:of|for)\s+(?:the\s+|its\s+|your\s+)?(?:proposed\s+|intended\s+|candidate\s+)?(?=[A-Z])/g;

/** Adds a key person once: a title that ends another ("Operations Manager" of "Contact Center Operations Manager") is the same. */
function add(out: KeyPerson[], person: KeyPerson) {
  const key = sameTitleKey(person.title);
  const endsWith = (long: string, short: string) => long === short || long.endsWith(` ${short}`);
  const i = out.findIndex(
    (k) => endsWith(sameTitleKey(k.title), key) || endsWith(key, sameTitleKey(k.title)),
  );
  if (i < 0) out.push(person);
  else if (key.length > sameTitleKey(out[i]?.title ?? '').length && out[i]?.document === person.document)
    out[i] = person;
}

// The same designation with its roles in lower case or as acronyms the documents spell out
// elsewhere: "The superintendent and the QCSM are Key Personnel", "the site lead is key".
const LOWER_SUBJECT_KEY =
  /(?:^|[.;:]\s+|\b[Tt]he[ \t]+)((?:[a-z][\w/&'-]*[ \t]+){0,3}?(?:[a-z][\w/&'-]*|[A-Z]{2,6})(?:(?:,[ \t]*|[ \t]+and[ \t]+)(?:the[ \t]+)?(?:[a-z][\w/&'-]*[ \t]+){0,3}?(?:[a-z][\w/&'-]*|[A-Z]{2,6}))*)[ \t]+(?:is|are|shall[ \t]+be|will[ \t]+be)[ \t]+(?:(?:designated|considered|identified)[ \t]+(?:as[ \t]+)?)?(?:an?[ \t]+)?(?:[Kk]ey[ \t]+(?:[Pp]ersonnel|[Pp]ositions?|[Ss]taff)|KEY[ \t]+PERSONNEL)\b/;

/**
 * The roles of a lower-case designation: each part ending in a job noun, title-cased, and each
 * acronym the documents spell out as a title ("QCSM" -> "Quality Control System Manager").
 */
function lowerSubjectTitles(
  sentence: string,
  docs: TextDocument[],
): { titles: { title: string; offset: number }[]; end: number } | null {
  const m = sentence.match(LOWER_SUBJECT_KEY);
  if (!m?.[1]) return null;
  const start = (m.index ?? 0) + m[0].indexOf(m[1]);
  const titles: { title: string; offset: number }[] = [];
  let at = start;
  for (const part of m[1].split(/(,[ \t]*|[ \t]+and[ \t]+)/)) {
    const raw = part.replace(/^the[ \t]+/i, '').trim();
    const last = raw.split(/[ \t]+/).pop() ?? '';
    const words = /^[A-Z]{2,6}$/.test(raw) ? spelledOut(raw, docs) : undefined;
    if (words && isJobNoun(words.split(' ').pop() ?? ''))
      titles.push({ title: readTitle(words).title, offset: at });
    else if (/^[a-z]/.test(raw) && isJobNoun(last) && raw.split(/\s+/).length <= 4)
      titles.push({ title: readTitle(titleCase(raw)).title, offset: at });
    at += part.length;
  }
  return titles.length > 0 ? { titles, end: (m.index ?? 0) + m[0].length } : null;
}

// The roles a sentence makes key as the object of naming them: "The quoter shall name a Contact
// Center Program Manager and a Workforce Lead as key personnel", "Offerors shall designate the
// Site Manager, the Safety Officer and a Scheduler as Key Personnel", "identify one Field Lead
// as key". Capitalised titles only: a lower-case noun there is the résumé or the person.
const OBJECT_KEY =
  /\b(?:name|designate|identify|propose|nominate|list|provide)[ \t]+((?:(?:an?|the|one|its)[ \t]+)?(?:[A-Z][\w/&'-]*[ \t]+){0,5}?[A-Z][\w/&'-]*(?:(?:,[ \t]*(?:and[ \t]+)?|[ \t]+and[ \t]+)(?:(?:an?|the|one|its)[ \t]+)?(?:[A-Z][\w/&'-]*[ \t]+){0,5}?[A-Z][\w/&'-]*)*)[ \t]+as[ \t]+(?:the[ \t]+)?(?:[Kk]ey|KEY)\b/;

/** The job titles a sentence names as the object of a key designation ("shall name X and Y as key personnel"). */
function objectTitles(sentence: string): { title: string; offset: number }[] {
  const m = sentence.match(OBJECT_KEY);
  if (!m?.[1]) return [];
  const titles: { title: string; offset: number }[] = [];
  let at = (m.index ?? 0) + m[0].indexOf(m[1]);
  for (const part of m[1].split(/(,[ \t]*(?:and[ \t]+)?|[ \t]+and[ \t]+)/)) {
    const raw = part.replace(/^(?:an?|the|one|its)[ \t]+/, '');
    const last = raw.split(/[ \t]+/).pop() ?? '';
    if (/^[A-Z]/.test(raw) && isJobNoun(last)) titles.push({ title: readTitle(raw).title, offset: at });
    at += part.length;
  }
  return titles;
}

/** The job titles a designation sentence names as its subject, and where the designation ends. */
function subjectTitles(
  sentence: string,
): { titles: { title: string; offset: number }[]; end: number } | null {
  const m = sentence.match(SUBJECT_KEY);
  if (!m?.[1]) return null;
  const start = (m.index ?? 0) + m[0].indexOf(m[1]);
  const titles: { title: string; offset: number }[] = [];
  let at = start;
  for (const part of m[1].split(/(,[ \t]*|[ \t]+and[ \t]+)/)) {
    const raw = part.replace(/^the[ \t]+/i, '');
    const last = raw.split(/[ \t]+/).pop() ?? '';
    if (/^[A-Z]/.test(raw) && isJobNoun(last)) titles.push({ title: readTitle(raw).title, offset: at });
    at += part.length;
  }
  return titles.length > 0 ? { titles, end: (m.index ?? 0) + m[0].length } : null;
}

/**
 * Key personnel the documents name: the titles a key-personnel clause lists (on lines after
 * its colon, as a table of titles and names, or inline), roles a sentence designates as
 * key, and roles whose résumés the offer must include ("the resume of the proposed Project Manager"). Titles are kept verbatim; name placeholders and the buyer's own roles are left out.
 * @example
 * readKeyPersonnel([{ name: 'rfq', index: 0, text: 'The Key Personnel, at a minimum, are: Project Manager; Database Developer - Senior; Quality Assurance Analyst.' }], { sections: [] } as never).map((k) => k.title) // ['Project Manager', 'Database Developer - Senior', 'Quality Assurance Analyst']
 */
export function readKeyPersonnel(docs: TextDocument[], structure: Structure): KeyPerson[] {
  const out: KeyPerson[] = [];
  for (const doc of docs) {
    const { text } = doc;
    for (const m of [...text.matchAll(LIST_TRIGGER), ...text.matchAll(LIST_AFTER_NEXT)]) {
      const end = (m.index ?? 0) + m[0].length;
      const trigger = sentenceAt(text, m.index ?? 0);
      for (const item of titlesAfter(text, end)) {
        const title = readTitle(item.title).title;
        if (!title) continue;
        add(out, {
          document: doc.name,
          ref: refAt(structure, doc.name, item.offset),
          quote: quoteOf(
            trigger.text.includes(item.line) ? trigger.text : `${trigger.text.trim()} ${item.line}`,
          ),
          offset: item.offset,
          title,
        });
      }
    }
    for (const m of text.matchAll(/\bkey\b/gi)) {
      if (/non[-\s]$/i.test(text.slice(Math.max(0, (m.index ?? 0) - 4), m.index))) continue;
      // Table rows carry their own key markers, read with the table.
      if (/^[ \t]*\|/.test(text.slice(text.lastIndexOf('\n', m.index ?? 0) + 1, m.index))) continue;
      const sentence = sentenceAt(text, m.index ?? 0);
      if (NOT_DESIGNATION.test(sentence.text)) continue;
      // A sentence that designates roles key, or a title marked "(Key)" in running text.
      const designates = DESIGNATION.test(sentence.text);
      const subject = designates
        ? (subjectTitles(sentence.text) ?? lowerSubjectTitles(sentence.text, docs))
        : null;
      const named = designates && !subject ? objectTitles(sentence.text) : [];
      for (const s of [...(subject?.titles ?? []), ...named])
        add(out, {
          document: doc.name,
          ref: refAt(structure, doc.name, sentence.start),
          quote: quoteOf(sentence.text),
          offset: sentence.start + s.offset,
          title: s.title,
        });
      for (const mention of recognise(sentence.text)) {
        if (!designates && !readTitle(mention.text).key) continue;
        if (
          subject &&
          mention.start >= subject.end &&
          CREDENTIAL_BEFORE.test(sentence.text.slice(0, mention.start))
        )
          continue;
        const before = sentence.text.slice(Math.max(0, mention.start - 30), mention.start);
        if (GOVERNMENT_BEFORE.test(before) && !/contractor/i.test(before)) continue;
        const title = readTitle(mention.text).title;
        add(out, {
          document: doc.name,
          ref: refAt(structure, doc.name, sentence.start),
          quote: quoteOf(sentence.text),
          offset: sentence.start + mention.start,
          title,
        });
      }
    }
    for (const m of text.matchAll(RESUME_OF)) {
      const at = (m.index ?? 0) + m[0].length;
      // A substitute's résumé is asked of any role, key or not.
      if (/\bsubstitut|\breplac|\bunavailab/i.test(sentenceAt(text, m.index ?? 0).text)) continue;
      // The titles named right after, up to the clause that describes them ("who shall hold ...").
      const named =
        text
          .slice(at, at + 120)
          .split(/[,;:.(]|\s(?:who|that|with|shall|must|and\s+(?:evidence|a|an|the\s+[a-z]))\b/)[0] ?? '';
      for (const mention of recognise(named)) {
        if (!isJobNoun(mention.text.split(' ').pop() ?? '')) continue;
        const title = readTitle(mention.text).title;
        if (!title) continue;
        add(out, {
          document: doc.name,
          ref: refAt(structure, doc.name, m.index ?? 0),
          quote: quoteOf(sentenceAt(text, m.index ?? 0).text),
          offset: at + mention.start,
          title,
        });
      }
    }
    // A title the document marks "(Key)" is key, named in the vocabulary or not ("the Senior
    // Evaluator (Key)"), when it ends in a job noun.
    for (const m of text.matchAll(MARKED_KEY)) {
      const raw = (m[1] ?? '').replace(/^(?:the|a|an|and|or|one|two)\s+/i, '').replace(/\s+/g, ' ');
      const last = raw.split(' ').pop() ?? '';
      if (!raw || (!isJobNoun(last) && recognise(raw).length === 0)) continue;
      const title = readTitle(raw).title;
      const sentence = sentenceAt(text, m.index ?? 0);
      if (!title || NOT_DESIGNATION.test(sentence.text)) continue;
      add(out, {
        document: doc.name,
        ref: refAt(structure, doc.name, m.index ?? 0),
        quote: quoteOf(sentence.text),
        offset: m.index ?? 0,
        title,
      });
    }
  }
  return out;
}
