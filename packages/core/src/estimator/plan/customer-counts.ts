import type { Quantity, SolicitationModel } from '../../solicitation/model';

/**
 * Counts that describe the customer, not the contractor's work: a facility's own output or
 * activity given as background ("The Medical Center recorded 75,760 patient visits in FY2029"
 * beside a biomedical equipment maintenance workload). Units of work are what the contractor's
 * people act on; a count is the customer's when it is a flow (so many a year or a month), sits
 * in a background section or has the place as its subject, and no requirement names its unit.
 */

/** Sections that describe the customer: background, introduction, overview, the facility. */
const BACKGROUND_TITLE =
  /\b(?:background|introduction|overview|general\s+information|about\s+the|description\s+of\s+the\s+(?:facility|agency|organi[sz]ation|installation|site)|facility\s+(?:description|profile)|mission|current\s+(?:environment|operations?))\b/i;
/**
 * The place or the owner is the subject of an activity count: "The Center recorded", "the hospital
 * sees", "a facility that handles". What a place has or hosts (servers, buildings) is an inventory
 * the work may act on, not its activity.
 */
const OWNER_OUTPUT_BEFORE =
  /\b(?:center|centre|hospital|clinic|facility|installation|agency|office|library|museum|campus|base|station|department|institute|medical\s+cent(?:er|re))(?:,?\s+(?:which|that))?\s+(?:(?:currently|typically|annually|historically|also)\s+)?(?:recorded|records|handles|handled|sees|saw|serves|served|received|receives|admits|admitted|logs|logged|treats|treated|averages|averaged|welcomes|welcomed|conducts|conducted|performs|performed|processes|processed|issues|issued|circulates|circulated)\s+(?:(?:about|approximately|around|roughly|nearly|over|more\s+than|some|an\s+average\s+of)\s+)?$/i;
/** A count over time (a flow of activity), not a standing inventory. */
const FLOW =
  /\b(?:annual(?:ly)?|a year|per year|each year|yearly|monthly|fiscal year|FY ?\d{2,4}|last year|per (?:day|week|month)|a (?:day|week|month))\b|\bin (?:19|20)\d\d\b/i;
/** The contractor acts on it: a requirement's own verb of work. */
const CONTRACTOR = /\b(?:contractor|offeror|quoter|vendor)s?\b|\b(?:shall|must)\b/i;

const stem = (w: string) => w.toLowerCase().replace(/s$/, '').slice(0, 6);

/** The deepest section holding a source's offset. */
function sectionTitle(model: SolicitationModel, q: Quantity): string {
  if (q.offset === undefined) return '';
  const at = q.offset;
  const holding = model.sections
    .filter((s) => s.document === q.document && s.start <= at && at < s.end)
    .sort((a, b) => b.level - a.level);
  return holding.map((s) => s.title).join(' / ');
}

/**
 * Whether a counted volume is the customer's own activity, not units of the contractor's work.
 * @example
 * customerCount(patientVisits, model) // true beside a biomedical maintenance scope
 */
export function customerCount(q: Quantity, model: SolicitationModel): boolean {
  const words = q.noun.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  const head = words.at(-1);
  // With no requirement read there is no work to tell the count apart from; a standing count
  // (servers a data centre hosts, buildings) is an inventory the work may act on, not activity.
  if (!head || !model.requirements.length || !(q.per || FLOW.test(q.quote))) return false;
  const at = q.quote.search(new RegExp(`\\b${String(q.value).replace(/\B(?=(\d{3})+(?!\d))/g, ',?')}\\b`));
  const before = at > 0 ? q.quote.slice(0, at) : '';
  const background = BACKGROUND_TITLE.test(sectionTitle(model, q)) || OWNER_OUTPUT_BEFORE.test(before);
  if (!background) return false;
  // A requirement of the work (not the count's own sentence) that names the unit: it is work.
  const unit = stem(head);
  const quoted = q.quote.replace(/\s+/g, ' ').trim().slice(0, 60);
  return !model.requirements.some(
    (r) =>
      !r.text.replace(/\s+/g, ' ').includes(quoted) &&
      CONTRACTOR.test(r.text) &&
      (r.text.toLowerCase().match(/[a-z]{3,}/g) ?? []).some((w) => stem(w) === unit),
  );
}
