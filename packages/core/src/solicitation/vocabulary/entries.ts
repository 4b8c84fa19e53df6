import type { Domain } from '../model';
import { CALC_FAMILIES } from './calc-families';
import { AGILE_18F, COMMON_TITLES, GOVERNMENT_TITLES } from './common-titles';
import { SCA_GROUPS } from './sca-occupations';
import { tokenize } from './tokens';

/** A title the vocabularies know, as comparable words, with its family and source. */
export interface VocabularyEntry {
  keys: string[];
  title: string;
  family: string;
  vocabulary: 'gsa-calc' | '18f' | 'sca' | 'common' | 'government';
  /** The SCA group's domain, for SCA titles. */
  domain?: Domain;
}

const keysOf = (title: string) => tokenize(title.replace(/\([^)]*\)/g, ' ')).map((t) => t.key);

/** "Dispatcher, Motor Vehicle" is also said "Motor Vehicle Dispatcher". */
function spellings(title: string): string[] {
  const plain = title.replace(/\([^)]*\)/g, '').trim();
  const parts = plain.split(',').map((p) => p.trim());
  if (parts.length < 2) return [plain];
  const [head, ...rest] = parts;
  return [plain, `${rest.reverse().join(' ')} ${head}`, head ?? plain];
}

function scaEntries(): VocabularyEntry[] {
  const out: VocabularyEntry[] = [];
  for (const group of SCA_GROUPS) {
    for (const line of group.titles) {
      const [title = '', , family] = line.split('|').map((s) => s.trim());
      if (!title) continue;
      const forms = spellings(title);
      const fam = family && family !== '-' ? family : (forms[0] ?? title).replace(/,.*$/, '');
      for (const form of forms)
        out.push({ keys: keysOf(form), title, family: fam, vocabulary: 'sca', domain: group.domain });
    }
  }
  return out;
}

function listEntries(
  lines: readonly string[],
  vocabulary: '18f' | 'common' | 'government',
): VocabularyEntry[] {
  return lines.flatMap((line) => {
    const [title = '', family] = line.split('|').map((s) => s.trim());
    if (!title) return [];
    return [{ keys: keysOf(title), title, family: family || title.replace(/\/.*$/, ''), vocabulary }];
  });
}

let built: Map<string, VocabularyEntry> | null = null;

/**
 * Every known title by its words joined with spaces. Later vocabularies win a clash: the
 * curated families (18F, common, SCA) over the CALC spellings.
 * @example
 * vocabularyIndex().get('system administrator')?.family // 'Systems Administrator'
 */
export function vocabularyIndex(): Map<string, VocabularyEntry> {
  if (built) return built;
  const index = new Map<string, VocabularyEntry>();
  const calc = CALC_FAMILIES.map(
    ([family]): VocabularyEntry => ({ keys: keysOf(family), title: family, family, vocabulary: 'gsa-calc' }),
  );
  for (const entry of [
    ...calc,
    ...scaEntries(),
    ...listEntries(COMMON_TITLES, 'common'),
    ...listEntries(AGILE_18F, '18f'),
    ...listEntries(GOVERNMENT_TITLES, 'government'),
  ]) {
    if (entry.keys.length > 0) index.set(entry.keys.join(' '), entry);
  }
  built = index;
  return index;
}
