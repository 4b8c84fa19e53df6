import { DURATION } from './durations';

// The whole work as a noun: the thing whose length is the period of performance.
const WORK_NOUN =
  '(?:work|study|project|effort|engagement|analysis|assessment|evaluation|task order|order|contract|services|requirement)';

/**
 * A clause set off by commas between the work and its verb: "All work, including the final
 * delivery and the return of every box, shall be completed within ..." (optional).
 * @example
 * new RegExp(`all work${ASIDE} shall`).test('all work, including the move, shall') // true
 */
export const ASIDE = String.raw`(?:\s*,[^.;]{1,160}?,)?`;

/**
 * The final deliverable and its due date after award, which bounds short work when no period
 * of performance is stated ("Delivery of the final report is due no later than 75 days after award").
 * @example
 * FINAL_DUE.test('a final report within sixty (60) calendar days of award') // true
 */
export const FINAL_DUE =
  /\bfinal\s+(?:report|deliverable|product|study|briefing|version)\b[^.;]{0,40}?(?:within|no later than|not later than|NLT)\s[^.;]{0,40}?\b(?:award|NTP|notice to proceed|receipt of order|ARO|effective date)\b/i;

/**
 * Sentences that give the length of the whole work in other words than "period of performance":
 * "the study shall be completed within 90 days", "the effort is expected to take about ten
 * weeks", "this is a 90-day study", "a four-month engagement". A deliverable's due date ("submit
 * the plan within 10 days") is not one.
 * @example
 * WORK_LENGTH.test('This is a 90-day effort.') // true
 */
export const WORK_LENGTH = new RegExp(
  [
    // "the assessment shall be completed no later than 45 days after award"
    `\\bcomplet\\w*\\s+(?:all\\s+|the\\s+|this\\s+)?(?:[\\w-]+\\s+){0,2}?${WORK_NOUN}\\b[^.;]{0,120}?(?:within|in under|in less than|no later than|not later than|not to exceed|no more than)\\s`,
    // "performance will be accomplished within 180 calendar days after receipt of order"
    `\\b(?:performance|(?:the|all)\\s+(?:[\\w-]+\\s+)?${WORK_NOUN})${ASIDE}\\s+(?:shall|will|must|is to|are to)\\s+be\\s+(?:accomplished|performed|completed|finished|delivered)\\s+(?:within|in)\\s`,
    // "the effort is expected to take approximately 10 weeks", "the work shall last 9 months"
    `\\b(?:(?:the|this|all)\\s+(?:[\\w-]+\\s+){0,2}?)?${WORK_NOUN}\\s+(?:is\\s+(?:expected|estimated|anticipated)\\s+to|will|shall|should|is to|must)\\s+(?:take|last|run|span|require)\\s+(?:about\\s+|approximately\\s+|up to\\s+|no more than\\s+)?${DURATION}\\b(?!\\s*(?:a|per|each|every)\\b)`,
    // "a 90-day study", "this four-month engagement", "a six (6) month effort"
    `\\b(?:a|an|this|the)\\s+${DURATION}\\s+(?:[\\w-]+\\s+){0,2}?${WORK_NOUN}\\b(?![\\s-]+(?:weeks?|days?|hours?|schedule|plan|report|order))`,
    // "completed within the six-week building closure", "performed during the ten (10) week
    // navigation outage": the job fits a window the document gives by its length. A response,
    // notice or cure window is a time limit, not the work's length.
    `\\b(?:performed|conducted|done|carried\\s+out|accomplished|completed)\\s+(?:only\\s+|entirely\\s+)?(?:within|during)\\s+(?:the|a|an|one)\\s+${DURATION}\\s+(?:(?!response|notice|cure|review|comment|correction|acceptance|grace)[\\w-]+\\s+){0,2}?(?:closure|shut-?down|outage|window|draw-?down|recess|break|stand-?down|turnaround)\\b`,
    FINAL_DUE.source,
  ].join('|'),
  'i',
);
