import { describe, expect, it } from 'vitest';
import { countedPositions } from './counted-positions';

const titles = (text: string) => countedPositions(text).map((p) => `${p.count} ${p.title}`);

describe('a person word that modifies a thing is no position', () => {
  it.each([
    ['check the 22 exterior doors of the laboratories', []],
    ['paint the three interior walls of each room', []],
    ['issue two visitor badges at the gate', []],
  ])('%s', (text, want) => {
    expect(titles(text)).toEqual(want);
  });

  it('still counts people, and posts named after the people on them', () => {
    expect(titles('two guard posts and three (3) security officers')).toEqual([
      '2 Guard',
      '3 Security Officer',
    ]);
    expect(titles('one supervisor and four dispatchers')).toEqual(['1 Supervisor', '4 Dispatcher']);
  });
});
