import { describe, expect, it } from 'vitest';
import { designating } from './designated-roles';

// The pattern the sentences were found with before: right, but it retries every start on every
// line without the verb. It stays here as the oracle the faster scan must agree with.
const ORACLE = /[^.!?\n]*\b(?:shall|must|will)\s+(?:designate|appoint)\b[^.!?]*[.!?]?/gi;
const oracle = (text: string) => [...text.matchAll(ORACLE)].map((m) => ({ at: m.index, sentence: m[0] }));

describe('sentences that designate someone', () => {
  it.each([
    'The Contractor shall designate a Program Manager (Key Personnel).',
    'C.1 Scope. The Contractor shall appoint a Site Lead and shall designate an alternate. Other text.',
    'Intro line\nThe vendor must designate one Quality Manager\nwho reports monthly. Next sentence.',
    'Nothing here. The Government will designate a COR. The Contractor will appoint two leads!',
    'No designation at all in this text.\nNor here.',
    'ends without a stop: the quoter shall designate a lead',
    'A.1. x.The offeror SHALL DESIGNATE a Lead? Yes. Then WILL APPOINT nobody.',
  ])('%s', (text) => {
    expect([...designating(text)]).toEqual(oracle(text));
  });

  it('finds the sentence in a long document without scanning each line from every start', () => {
    const filler = Array.from(
      { length: 20_000 },
      (_, i) => `C.${i} The contractor shall provide service ${i}.`,
    );
    filler.splice(10_000, 0, 'C.x The Contractor shall designate a Project Manager (Key).');
    const text = filler.join('\n');
    // "C." ends a sentence for this reader, as it did for the pattern.
    expect([...designating(text)].map((s) => s.sentence)).toEqual([
      'x The Contractor shall designate a Project Manager (Key).',
    ]);
  });
});
