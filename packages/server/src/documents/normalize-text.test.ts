import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text';

describe('normalizeText', () => {
  it('keeps headings and paragraph breaks while collapsing spaces and blank runs', () => {
    const raw =
      'C.3  Scope \r\n\r\n\r\n\r\nThe\tcontractor   shall\u00a0provide\nhelp desk support.\f4.0 Deliverables';
    expect(normalizeText(raw)).toBe(
      'C.3 Scope\n\nThe contractor shall provide\nhelp desk support.\n\n4.0 Deliverables',
    );
  });

  it('reads mis-mapped ti/tt ligatures inside words and private-use bullets', () => {
    expect(normalizeText('The ContracƟng Oﬃcer’s wriƩen noƟce\n\uf0b7 Ɵ alone')).toBe(
      'The Contracting Officer’s written notice\n• Ɵ alone',
    );
  });

  it('keeps column gaps of three spaces or more when asked, and makes two spaces one', () => {
    expect(normalizeText('Post 400     24  hours\n      2400', { keepColumns: true })).toBe(
      'Post 400     24 hours\n      2400',
    );
  });

  it('spells out ligatures, drops soft hyphens and zero-width characters, blanks control characters', () => {
    expect(normalizeText('ef\ufb01cient o\ufb03ce\u00ad work\u200bing\u0000done')).toBe(
      'efficient office working done',
    );
  });
});
