import { type QaPair, sectionRefs } from './qa-refs';
import { tablePairs } from './qa-table';

const ANSWER = /^\s*(?:[A-Z]{2,8}\s+)?(?:answer|response|reply)\s*(?:#?\s*\d+)?\s*[:.-]\s*|^\s*A\d*\s*:\s*/i;
const QUESTION = /^\s*(?:Q(?:uestion)?\s*#?\s*(\d{1,3})?\s*[:.)-]\s*|(\d{1,3})[.)]\s+(?=\S))/i;
const PAGE_LINE = /^\s*(?:page\s+\d+(?:\s+of\s+\d+)?|\d{1,3})\s*$/i;

const squash = (lines: string[]) =>
  lines
    .filter((l) => !PAGE_LINE.test(l))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Questions and answers written as prose: "4. Question ...  ANSWER: ..." or "Q: ... A: ...". */
function prosePairs(text: string, document: string): QaPair[] {
  const lines = text.split('\n');
  const starts: number[] = [];
  let at = 0;
  for (const l of lines) {
    starts.push(at);
    at += l.length + 1;
  }
  const out: QaPair[] = [];
  let q = -1;
  let pending: { q: number; a: number } | null = null;
  const close = (end: number) => {
    if (!pending) return;
    const head = lines[pending.q] as string;
    const number = head.match(QUESTION)?.slice(1).find(Boolean);
    const question = squash([head.replace(QUESTION, ''), ...lines.slice(pending.q + 1, pending.a)]);
    const answer = squash([
      (lines[pending.a] as string).replace(ANSWER, ''),
      ...lines.slice(pending.a + 1, end),
    ]);
    if (question && answer)
      out.push({
        ...(number && { number }),
        question,
        answer,
        refs: sectionRefs(`${question} ${answer}`),
        document,
        offset: starts[pending.a] as number,
        questionOffset: starts[pending.q] as number,
      });
    pending = null;
  };
  lines.forEach((line, i) => {
    if (ANSWER.test(line) && q >= 0) {
      close(q);
      pending = { q, a: i };
      q = -1;
    } else if (QUESTION.test(line)) q = i;
  });
  close(q >= 0 ? q : lines.length);
  return out;
}

/**
 * Reads the questions and answers of a document: from a question/response table in page
 * text, or from prose ("4. ... ANSWER: ...", "Q: ... A: ..."), whichever finds more.
 * @example
 * readQuestionsAndAnswers('1. Is 24x7 coverage required?\nANSWER: No. Core business hours are expected.', 'qa.pdf')
 * // [{ number: '1', question: 'Is 24x7 coverage required?', answer: 'No. Core business hours are expected.', refs: [], document: 'qa.pdf', offset: 30 }]
 */
export function readQuestionsAndAnswers(text: string, document: string): QaPair[] {
  const prose = prosePairs(text, document);
  const table = tablePairs(text, document);
  return table.length > prose.length ? table : prose;
}
