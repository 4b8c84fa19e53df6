import type { LabourCategory } from '../model';
import { familyMatch } from '../vocabulary/index';
import { squash } from './cells';

/** A labour-category title as a row or list names it, read into its parts. */
export interface TitleReading {
  /** The document's title, verbatim, without key markers or footnote stars. */
  title: string;
  level?: string;
  family?: string;
  vocabulary?: string;
  key: boolean;
}

// A parenthesis that only marks key personnel: "(Key)", "(Key Personnel)", "(1 FTE/Contract Period is Key)".
const KEY_PAREN =
  /\s*[([]\s*(?:[^()[\]]*\bis\s+)?key(?:\s+(?:personnel|position|person|staff|role))?\s*[)\]]/gi;
// "Key" as one item of a parenthesis: "(Help Desk; Key)" keeps "(Help Desk)".
const KEY_ITEM = /\s*[;,]\s*key(?:\s+personnel)?\s*(?=\))|(?<=\()\s*key(?:\s+personnel)?\s*[;,]\s*/gi;
const KEY_SUFFIX = /\s*[-–—:]\s*key(?:\s+personnel)?\s*$/i;
const KEY_PREFIX = /^key\s+personnel\s*[-–—:]\s*/i;

const LEVEL_NAMES: Record<string, string> = {
  sr: 'Senior',
  senior: 'Senior',
  jr: 'Junior',
  junior: 'Junior',
  intermediate: 'Intermediate',
  mid: 'Mid',
  'mid-level': 'Mid',
  'mid level': 'Mid',
  journeyman: 'Journeyman',
  lead: 'Lead',
  principal: 'Principal',
  expert: 'Expert',
  entry: 'Entry',
  'entry-level': 'Entry',
  'entry level': 'Entry',
  apprentice: 'Apprentice',
};
const LEVEL_WORD =
  /\b(sr|jr|senior|junior|intermediate|mid[- ]level|mid|journeyman|lead|principal|expert|entry[- ]level|apprentice)\b\.?/gi;
const LEVEL_NUMBER = /\b(?:level|tier|lvl\.?)\s*([0-9]{1,2}|[IVX]{1,4})\b/i;
const ROMAN = /(?:^|[\s,-])(I{1,3}|IV|VI{0,3}|IX)(?=$|[\s,)/-])/;

/**
 * The level a title states: a roman grade ("Guard II"), a level or tier number ("Level 2"),
 * or a level word ("Sr.", "Intermediate", "Lead Developer") — not a word that is part of the
 * title's family ("Technical Lead", "Principal Investigator").
 * @example
 * levelOf('Database Developer - Intermediate') // 'Intermediate'
 */
export function levelOf(title: string, family?: string): string | undefined {
  const inside = [...title.matchAll(/\(([^)]*)\)/g)].map((m) => m[1] ?? '').join(' ');
  // The title's own words first, then its parentheses ("Systems Administrator (Level II)").
  return (
    levelIn(title.replace(/\([^)]*\)/g, ' '), family) ??
    (inside ? levelIn(` ${inside} `, family, true) : undefined)
  );
}

function levelIn(plain: string, family: string | undefined, parenthetical = false): string | undefined {
  const numbered = plain.match(LEVEL_NUMBER);
  if (numbered?.[0]) return squash(numbered[0].replace(/\.$/, ''));
  const roman = plain.match(ROMAN);
  if (roman?.[1] && (parenthetical || !/^[IVX]+$/.test(plain.trim()))) return roman[1];
  const inFamily = new Set((family ?? '').toLowerCase().split(/\s+/));
  for (const m of plain.matchAll(LEVEL_WORD)) {
    const word = (m[1] ?? '').toLowerCase();
    if (inFamily.has(word)) continue;
    const name = LEVEL_NAMES[word] ?? LEVEL_NAMES[word.replace(/[- ]/, '-')];
    if (name) return name;
  }
  return undefined;
}

/**
 * Reads a title as a document gives it: the key marker comes off into `key` ("(Key)",
 * "(1 FTE/Contract Period is Key Personnel)", "(Help Desk; Key)", "- Key", a trailing
 * footnote star), everything else stays verbatim; level and family are read from it.
 * @example
 * readTitle('Sr. Data Analyst (1 FTE/Contract Period is Key)') // { title: 'Sr. Data Analyst', key: true, level: 'Senior', family: 'Data Analyst', vocabulary: 'common' }
 */
export function readTitle(raw: string): TitleReading {
  const known = readings.get(raw);
  if (known) return { ...known };
  if (readings.size > 5000) readings.clear();
  const reading = readTitleUncached(raw);
  readings.set(raw, reading);
  return { ...reading };
}

// Titles repeat across rows, runs and documents: each is read once.
const readings = new Map<string, TitleReading>();

function readTitleUncached(raw: string): TitleReading {
  let title = squash(raw.replace(/[*†‡]+/g, ' ')).replace(/\s+([,)])/g, '$1');
  let key = false;
  const before = title;
  title = title.replace(KEY_PAREN, '').replace(KEY_ITEM, '').replace(KEY_SUFFIX, '').replace(KEY_PREFIX, '');
  if (title !== before) key = true;
  title = squash(title.replace(/\(\s*\)/g, '')).replace(/[\s,;:–—-]+$/, '');
  // A title met in running prose ("a program manager") is written as titles are written; one
  // with any capital is the document's own spelling and stays as it is.
  if (!/[A-Z]/.test(title)) title = titleCased(title);
  const match = familyMatch(title);
  const level = levelOf(title, match?.family);
  return {
    title,
    key,
    ...(level ? { level } : {}),
    ...(match ? { family: match.family, vocabulary: match.vocabulary } : {}),
  };
}

/** Every word's first lower-case letter raised: 'site safety officer' -> 'Site Safety Officer'. */
export const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to']);

/** 'manager of field operations' -> 'Manager of Field Operations'. */
function titleCased(title: string): string {
  return title.replace(/[a-z][\w'’]*/g, (word, offset: number) =>
    offset > 0 && MINOR_WORDS.has(word) ? word : `${word[0]?.toUpperCase()}${word.slice(1)}`,
  );
}

/**
 * The fields a labour category takes from its title's reading; the vocabulary is 'document'
 * when none recognised the title.
 * @example
 * titleFields(readTitle('Sr. Network Engineer (Key)')).key // true
 */
export function titleFields(
  reading: TitleReading,
): Pick<LabourCategory, 'title' | 'family' | 'level' | 'key' | 'vocabulary'> {
  return {
    title: reading.title,
    ...(reading.family ? { family: reading.family } : {}),
    ...(reading.level ? { level: reading.level } : {}),
    key: reading.key,
    vocabulary: reading.vocabulary ?? 'document',
  };
}
