import type { Domain } from '../../solicitation/model';
import type { LabourCategory, SolicitationModel } from '../../solicitation/model';
import { namesPeriod } from '../../solicitation/labour/period-labels';
import { ROW_CODE } from '../../solicitation/structure/tables-segments';
import { familyMatch, isJobNoun } from '../../solicitation/vocabulary/index';

/** Words a labour category's title holds somewhere ('Sr. Systems Administrator', 'Support', 'Guard II'). */
const ROLE_WORDS =
  /\b(manager|management|director|lead|leader|head|chief|officer|supervisor|superintendent|foreman|coordinator|administrator|analyst|architect|engineer|developer|programmer|designer|scientist|researcher|investigator|statistician|economist|specialist|technician|technologist|tech|mechanic|electrician|plumber|carpenter|painter|welder|operator|driver|custodian|janitor|housekeeper|keeper|attendant|tender|cleaner|laborer|worker|helper|guard|instructor|trainer|teacher|tutor|writer|editor|transcriptionist|translator|interpreter|clerk|assistant|aide|associate|consultant|advisor|adviser|expert|sme|representative|agent|receptionist|secretary|accountant|auditor|attorney|paralegal|nurse|physician|doctor|pharmacist|therapist|counselor|psychologist|dentist|medic|paramedic|inspector|reviewer|planner|estimator|scheduler|tester|strategist|facilitator|coach|master|steward|librarian|archivist|curator|photographer|illustrator|support|professional|staff|personnel|labor|labour|clerical|technical|journeyman|apprentice|intern|fellow|postdoc\w*|manager|linguist|lookout|handler|pilot|cook|chef|lifeguard|deckhand)\b/i;
/** Words of a staffed post or shift ('Console Control Post 400', 'East Gate Entrance'). */
const POST_WORDS =
  /\b(post|posts|gate|entrance|lobby|console|desk|station|watch|checkpoint|magnetometer|screening|rover|roving|patrol|shift|control cent(?:er|re)|command cent(?:er|re))\b/i;
/** Words of document furniture that a staffing row never is. */
const NOT_A_ROLE =
  /\b(attachment|exhibit|annex|appendix|section|clause|question|answer|response|RFQ|RFP|SOO|SOW|PWS|CLIN|deliverables?|objectives?|quote|schedule|document|page|total|subtotal|grand)\b|[?§]/i;

/**
 * Whether a stated row's title can be a labour category or a staffed post: not document
 * furniture (an attachment, a question, a total), at most ten words, and holding a role or
 * post word, or an occupation the vocabularies know.
 * @example
 * isCategoryTitle('Sr. Systems Administrator (Unix/Linux)') // true
 * isCategoryTitle('Attachment 1 - Price Quote Schedule') // false
 * isCategoryTitle('Shipping Packer') // true
 */
export function isCategoryTitle(title: string): boolean {
  const t = title.replace(/\([^)]*\)/g, ' ').trim();
  // Furniture words are no role, unless the title ends in a role's noun ("Exhibit Attendant").
  const head = t.split(/\s+/).pop() ?? '';
  if (!t || (NOT_A_ROLE.test(t) && !ROLE_WORDS.test(head)) || t.split(/\s+/).length > 10) return false;
  return hasRoleWord(t) || POST_WORDS.test(t) || knownOccupation(t);
}

/**
 * A title the occupation vocabularies know whole ('Truckdriver, Tractor-Trailer') or one that
 * ends in a word their titles end in ('Shipping Packer', 'Order Picker').
 */
function knownOccupation(title: string): boolean {
  if (familyMatch(title)?.exact) return true;
  // 'Line Handler - Senior', 'Junior Aircraft Servicer': the occupation without its level.
  const plain = withoutLevel(title);
  if (plain !== title && plain && familyMatch(plain)?.exact) return true;
  // The head noun before a level ('Stevedore I', 'Packer Level 2') or a comma's qualifier.
  const bare = (title.split(',')[0] ?? '').replace(/(?:\s+(?:[IVX]{1,4}|\d{1,2}|level\s+\w+))+\s*$/i, '');
  const head = bare.trim().split(/\s+/).pop() ?? '';
  return head.length >= 4 && isJobNoun(head);
}

const LEADING_LEVEL =
  /^(?:(?:senior|junior|sr\.?|jr\.?|principal|journeyman|apprentice|entry[- ]level|mid[- ]level)\s+)+/i;
const TRAILING_LEVEL =
  /(?:\s*[-–,/]?\s*(?:senior|junior|sr\.?|jr\.?|intermediate|mid[- ]level|entry[- ]level|journeyman|apprentice|expert|[IVX]{1,4}|\d{1,2}|level\s+\w+))+\s*$/i;

/**
 * A title without its seniority or level, in front or behind ('Line Handler - Senior',
 * 'Jr. Aircraft Servicer', 'Cook II').
 * @example
 * withoutLevel('Line Handler - Senior') // 'Line Handler'
 */
export function withoutLevel(title: string): string {
  return title.replace(LEADING_LEVEL, '').replace(TRAILING_LEVEL, '').trim();
}

/** Cost lines a labour table may carry beside its categories: never a role. */
const COST_LINE =
  /\b(travel|odcs?|other direct|materials?|supplies|equipment|overtime|surge|fee|profit|g&a|overhead|fringe|license|licenses|hardware|software|escalation|contingency|hours?|hrs|fte|ftes|headcount)\b/i;

/**
 * Whether a stated staffing row keeps its own title as a plan line. The title is the
 * document's: it is kept when it reads as a role (`isCategoryTitle`), when the reader's
 * vocabularies gave it a family, or when it is a row title shaped like a job title (a few
 * words, not a period, a cost line, a place the document names or furniture) of a staffing
 * table whose other rows the vocabularies know.
 * A title no vocabulary knows ('Kiln Loader II', 'Drone Pilot - Senior') is still the
 * document's category.
 * @example
 * keepsStatedTitle({ title: 'Kiln Loader II' }, model) // true when a staffing table lists it
 */
export function keepsStatedTitle(
  c: Pick<LabourCategory, 'title' | 'family'>,
  model: Pick<SolicitationModel, 'staffingTables' | 'sites'>,
): boolean {
  if (isCategoryTitle(c.title)) return true;
  const t = c.title
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const head = t.split(/\s+/).pop() ?? '';
  if (!t || (NOT_A_ROLE.test(t) && !ROLE_WORDS.test(head)) || COST_LINE.test(t) || namesPeriod(t))
    return false;
  if (c.family && isCategoryTitle(c.family)) return true;
  // A table is a staffing table when the vocabularies know another of its rows; its other rows
  // are the document's titles too. A lone unknown row is more likely a misread line.
  const listed = model.staffingTables.some(
    (table) =>
      table.categoryTitles.includes(c.title) &&
      table.categoryTitles.some((other) => other !== c.title && isCategoryTitle(other)),
  );
  // A row code or CLIN number before the title ("x003 Collections Registrar") is no part of it.
  const uncoded = t.replace(ROW_CODE, '');
  return listed && jobTitleShaped(uncoded) && !namesSite(uncoded, model);
}

/**
 * A few words that start with a letter, with at most a level's number after two words or more:
 * 'Kiln Loader II', 'Net Mender 2', not 'Lot 4'.
 */
function jobTitleShaped(title: string): boolean {
  const bare = withoutLevel(title);
  const words = bare.split(/\s+/).filter(Boolean);
  const numbered = /\d/.test(title);
  return (
    words.length >= (numbered ? 2 : 1) &&
    words.length <= 8 &&
    /^[A-Za-z]/.test(title) &&
    !/\d/.test(bare) &&
    words.some((w) => /^[A-Za-z][A-Za-z'-]{2,}$/.test(w))
  );
}

function namesSite(title: string, model: Pick<SolicitationModel, 'sites'>): boolean {
  const t = title.toLowerCase();
  return model.sites.some((s) => s.name.toLowerCase() === t || (s.city ?? '').toLowerCase() === t);
}

/** Agent-noun endings of occupations not listed ('Epidemiologist', 'Biostatistician', 'Evaluator'). */
const AGENT = /^[a-z]{3,}(?:ist|ian|eer|ator|ector|essor|itor|uctor|isor|ant)s?$/i;
const NOT_AGENT = new Set([
  'important',
  'relevant',
  'significant',
  'plant',
  'grant',
  'constant',
  'instant',
  'applicant',
  'tenant',
  'restaurant',
  'warrant',
  'sector',
  'vector',
  'detector',
  'projector',
  'connector',
  'accessor',
  'monitor',
  'visitor',
  'visitors',
]);

const hasRoleWord = (text: string): boolean =>
  ROLE_WORDS.test(text) ||
  text.split(/[^A-Za-z]+/).some((w) => AGENT.test(w) && !NOT_AGENT.has(w.toLowerCase()));

/**
 * The line title of a stated row: the document's title verbatim when it names a role; a staffed
 * post that names none reads as the role that staffs it with the post in brackets
 * ('Security Guard (Console Control Post 400)').
 * @example
 * categoryLine('Console Control Post 400', 'security') // { lcat: 'Security Guard (Console Control Post 400)', family: 'Security Guard' }
 */
export function categoryLine(title: string, domain: Domain): { lcat: string; family?: string } {
  const bare = title.replace(/\([^)]*\)/g, ' ');
  if (hasRoleWord(bare) || !POST_WORDS.test(bare)) return { lcat: title };
  const family =
    /\b(desk|lobby|reception)\b/i.test(bare) && domain !== 'security' ? 'Receptionist' : 'Security Guard';
  return { lcat: `${family} (${title})`, family };
}
