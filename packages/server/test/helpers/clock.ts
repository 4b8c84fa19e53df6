/** A clock tests move by hand: pass `clock.now` as deps.clock. */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(date) {
      current = date.getTime();
    },
  };
}
