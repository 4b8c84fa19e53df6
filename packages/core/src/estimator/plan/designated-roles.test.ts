import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { designatedRoles, designating } from './designated-roles';

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

describe('a sentence that makes every designated role key', () => {
  const read = (sentence: string) => {
    const text = `# 4 Personnel\n\n4.2 ${sentence}\n`;
    return designatedRoles(readSolicitation({ primary: { name: 'soo.md', text } }), [text]);
  };

  it.each([
    'The quoter shall designate a Project Manager and an Accessibility Lead who holds the CPACC certification; both are key personnel.',
    'The Contractor shall designate a Program Manager and a Quality Lead, both of whom are Key Personnel.',
    'The offeror shall appoint a Site Manager and a Safety Officer; these positions are considered key.',
    'The vendor must designate a Contract Manager and a Training Coordinator, all of whom are designated as key personnel.',
  ])('%s', (sentence) => {
    const roles = read(sentence);
    expect(roles.length).toBeGreaterThanOrEqual(2);
    expect(roles.every((r) => r.key)).toBe(true);
  });

  it.each([
    'The quoter shall designate a Project Manager and an Accessibility Lead; both report to the COR.',
    'The Contractor shall designate a Program Manager and a Quality Lead who attend the key milestone reviews.',
  ])('%s marks no role key', (sentence) => {
    expect(read(sentence).some((r) => r.key)).toBe(false);
  });
});
