import { isJobNoun } from '../vocabulary/index';

// The doer of an activity, by English derivation: "inspection" -> inspector, "arbitration" ->
// arbitrator, "installation" -> installer, "testing" -> tester, "auditing" -> auditor,
// "tutoring" -> tutor, "surveys" -> surveyor, "photography" -> photographer. A derived word is
// kept only when it names a person's job: a head noun of the labour vocabularies, or one of the
// practitioners below, which those vocabularies (IT, SCA service and office titles) lack.

/**
 * Practitioners named in the BLS Standard Occupational Classification titles ("Arbitrators,
 * Mediators, and Conciliators", "Musical Instrument Repairers and Tuners", "Appraisers and
 * Assessors of Real Estate", "Court Reporters and Simultaneous Captioners", "Animal Caretakers"
 * and others) that the labour vocabularies do not hold as heads. Compiled by hand, 2026-11-29.
 */
const PRACTITIONERS =
  /^(?:arbitrator|mediator|conciliator|adjudicator|tuner|appraiser|examiner|notary|groomer|landscaper|caterer|interviewer|proofreader|indexer|abstractor|captioner|stenographer|enumerator|moderator|transcriber|pruner|exterminator|upholsterer|embalmer)$/i;
/**
 * Agents that name a machine, an instrument or the contract's own oversight rather than the
 * practitioner of a service ("monitoring" is not done by a Monitor, "processing" by a Processor),
 * and an assessment's assessor, which a service title reads as the kind of assessment.
 */
const NOT_AGENT =
  /^(?:operator|monitor|processor|assessor|calibrator|digitizer|maintainer|manager|administrator|director|controller|supervisor|officer|collector|receiver|developer|provider|sender|recorder|transmitter|generator|compressor|conditioner|transformer|separator|indicator|detector|reactor|actor|vendor|builder)$/i;

/** Candidate agent nouns of an activity word, most likely first. */
function candidates(word: string): string[] {
  const w = word.toLowerCase();
  if (/^[a-z]{3,}(?:ct|pt)ions?$/.test(w)) return [w.replace(/ions?$/, 'or')];
  if (/^[a-z]{3,}ations?$/.test(w)) return [w.replace(/ions?$/, 'or'), w.replace(/ations?$/, 'er')];
  if (/^[a-z]{3,}ings?$/.test(w)) {
    const stem = w.replace(/ings?$/, '');
    return [`${stem}er`, `${stem}or`, stem, `${stem}e`];
  }
  if (/^[a-z]{3,}eys?$/.test(w)) return [`${w.replace(/s$/, '')}or`];
  if (/^[a-z]{3,}graphy$/.test(w)) return [w.replace(/y$/, 'er')];
  return [];
}

/**
 * The person who does an activity, in lower case, when English forms one that names a job
 * ("inspections" -> "inspector", "arbitration" -> "arbitrator", "tuning" -> "tuner"); undefined
 * for other words and for agents that are machines or oversight ("monitoring", "processing").
 * @example
 * agentNoun('Inspections') // 'inspector'
 * agentNoun('Monitoring') // undefined
 */
export function agentNoun(word: string): string | undefined {
  for (const c of candidates(word)) {
    if (NOT_AGENT.test(c)) return undefined;
    if (PRACTITIONERS.test(c) || isJobNoun(c)) return c;
  }
  return undefined;
}
