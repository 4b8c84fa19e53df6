import { readSolicitation } from '../solicitation/read-solicitation';
import { solicitationBrief } from './brief/brief';
import { clip } from './text';
import type { Digest, EstimatorInput } from './types';

/** The input's documents, named as the reader names them. */
export function documentsOf(input: EstimatorInput): { name: string; index: number; text: string }[] {
  return [input.primary, ...(input.supporting ?? [])].map((d, index) => ({
    name: d.name?.trim() || (index === 0 ? 'primary' : `supporting ${index}`),
    index,
    text: d.text,
  }));
}

/**
 * What model providers read instead of whole documents: the solicitation model's facts with
 * their quotes and the raw text of the work-statement and staffing sections (see
 * `solicitationBrief`), with the section list, the requirements and the model itself.
 * @example
 * buildDigest({ primary: { text: 'C.1 Scope\nThe contractor shall staff the help desk 24x7.' } }).text.startsWith('SOLICITATION MODEL') // true
 */
export function buildDigest(input: EstimatorInput, maxChars?: number): Digest {
  const docs = documentsOf(input);
  const model = readSolicitation({
    primary: input.primary,
    ...(input.supporting ? { supporting: input.supporting } : {}),
  });
  return {
    sections: model.sections.map((s) => ({ ref: s.ref, title: clip(s.title, 120), document: s.document })),
    requirements: model.requirements.map((r) => ({
      id: r.id,
      ref: r.ref,
      text: clip(r.text, 240),
      document: r.document,
    })),
    text: solicitationBrief(model, docs, maxChars),
    model,
  };
}
