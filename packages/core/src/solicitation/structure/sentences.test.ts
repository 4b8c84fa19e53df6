import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sentenceAt, splitSentences } from './sentences';

const texts = (t: string) => splitSentences(t).map((s) => s.text);

describe('splitSentences', () => {
  it('does not end a sentence at abbreviations, initials or numbered references', () => {
    expect(
      texts(
        'The contractor shall, e.g. on request, report to the U.S. Government at 8 a.m. daily. See C.3.2 and FAR 52.217-8. No. 5 applies per Sec. 3, i.e. always.',
      ),
    ).toEqual([
      'The contractor shall, e.g. on request, report to the U.S. Government at 8 a.m. daily.',
      'See C.3.2 and FAR 52.217-8.',
      'No. 5 applies per Sec. 3, i.e. always.',
    ]);
  });

  it('joins hard-wrapped lines and keeps list items apart', () => {
    const text =
      'The contractor shall\nprovide guards. It must patrol:\n- the east gate;\n(b) the west gate\n1. the lobby';
    expect(texts(text)).toEqual([
      'The contractor shall provide guards.',
      'It must patrol:',
      '- the east gate;',
      '(b) the west gate',
      '1. the lobby',
    ]);
    expect(splitSentences(text).map((s) => s.item)).toEqual([false, false, true, true, true]);
  });

  it('keeps offsets that point at each sentence in the original text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Z][a-z]{1,8}(?: [a-z]{1,8}){0,5} [a-z]{7,9}\.$/), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.constantFrom(' ', '  ', '\n'),
        (sentences, gap) => {
          const text = sentences.join(gap);
          const found = splitSentences(text);
          expect(found.map((s) => s.text)).toEqual(sentences);
          for (const s of found) expect(text.slice(s.start, s.end)).toBe(s.text);
        },
      ),
    );
  });
});

describe('sentenceAt', () => {
  it('returns the sentence around an offset, trimmed, with line breaks joined', () => {
    const text = 'Intro here. The contractor shall staff\nthe help desk. Next one.';
    expect(sentenceAt(text, text.indexOf('staff'))).toBe('The contractor shall staff the help desk.');
  });

  it('joins a word hyphenated at a line break and drops markup', () => {
    expect(sentenceAt('PSOs shall verify iden-\ntification and **issue** [badges](https://x.gov).', 5)).toBe(
      'PSOs shall verify identification and issue badges.',
    );
  });

  it('does not cross a blank line', () => {
    const text = 'Heading without a stop\n\nThe contractor shall clean.';
    expect(sentenceAt(text, text.indexOf('clean'))).toBe('The contractor shall clean.');
  });
});
