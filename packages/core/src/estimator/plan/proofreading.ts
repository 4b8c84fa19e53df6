import type { SolicitationModel } from '../../solicitation/model';
import type { PlanLine } from './lines';

/** The documents require a second person to proofread or review the work against the recording. */
const PROOFREAD =
  /\bproof-?read(?:s|ing|ers?)?\b|\breview(?:ed)? against the (?:audio|recording)|\beditors?\b[^.]{0,60}\b(?:audio|recording|transcript)|\bquality (?:control )?review(?:er)?s?\b[^.]{0,60}\btranscript/i;
/** Share of a transcription line's hours that is proofreading against the audio (about 1 h per 3 h typed). */
const SHARE = 0.25;

/**
 * Transcription whose documents require proofreading by another person is two jobs: the
 * derived Transcriptionist hours are split, a quarter to a Proofreader line (about one hour of
 * proofreading against the recording for three of transcription), the total unchanged.
 * @example
 * proofreading(lines, model).lines.map((l) => l.lcat) // ['Transcriptionist', 'Proofreader']
 */
export function proofreading(
  lines: PlanLine[],
  model: SolicitationModel,
  texts: readonly string[] = [],
): { lines: PlanLine[]; assumptions: string[] } {
  const sentence = texts
    .flatMap((t) => t.split(/(?<=[.;])\s+(?=[A-Z])|\n\s*\n/))
    .find((s) => PROOFREAD.test(s) && /\b(?:shall|must|will be|is)\b/.test(s));
  const said =
    model.requirements.find((r) => PROOFREAD.test(r.text)) ??
    (sentence
      ? { ref: lines[0]?.citation?.ref ?? 'work statement', text: sentence.replace(/\s+/g, ' ').trim() }
      : undefined);
  const typed = lines.filter((l) => /^transcriptionists?$/i.test(l.lcat) && l.source === 'derived');
  if (!said || !typed.length || lines.some((l) => /proofread|editor/i.test(l.lcat)))
    return { lines, assumptions: [] };
  const out: PlanLine[] = [];
  for (const l of lines) {
    if (!typed.includes(l)) {
      out.push(l);
      continue;
    }
    const proof = Math.round(l.hours * SHARE);
    const share = (h: number) => Math.round(h * SHARE);
    out.push(
      {
        ...l,
        hours: l.hours - proof,
        periodHours: l.periodHours.map((h) => h - share(h)),
        formula: `${l.formula} x ${1 - SHARE} (transcription)`,
      },
      {
        ...l,
        lcat: 'Proofreader',
        hours: proof,
        periodHours: l.periodHours.map(share),
        formula: `${l.formula} x ${SHARE} (proofreading against the recording)`,
        basis: `${said.ref}: "${said.text.slice(0, 160)}" (proofreading by a person other than the transcriptionist; ${SHARE * 100}% of the transcription workload, assumed).`,
        requirementRefs: [said.ref, ...l.requirementRefs],
      },
    );
  }
  return {
    lines: out,
    assumptions: [
      `Proofreading against the recording by a second person (${said.ref}) is priced as ${SHARE * 100}% of the transcription workload (about one hour per three hours of transcription), assumed.`,
    ],
  };
}
