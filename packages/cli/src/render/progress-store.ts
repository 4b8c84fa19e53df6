/** What the generate progress shows: the current step, its detail and the latest thinking line. */
export interface ProgressState {
  step: string;
  detail: string;
  thinkingChars: number;
  lastThought: string;
  startedAt: number;
  finished: boolean;
}

/**
 * A tiny observable store for the progress of `staffplan generate`, read by the Ink view
 * (useSyncExternalStore) or by the plain line printer.
 * @example
 * const store = createProgressStore(Date.now()); store.set({ step: 'Uploading rfp.pdf' });
 */
export interface ProgressStore {
  get(): ProgressState;
  set(patch: Partial<ProgressState>): void;
  think(text: string): void;
  subscribe(listener: () => void): () => void;
}

/**
 * Creates the store.
 * @example
 * createProgressStore(Date.now()).get().step // 'Starting'
 */
export function createProgressStore(startedAt: number): ProgressStore {
  let state: ProgressState = {
    step: 'Starting',
    detail: '',
    thinkingChars: 0,
    lastThought: '',
    startedAt,
    finished: false,
  };
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    set: (patch) => {
      state = { ...state, ...patch };
      emit();
    },
    think: (text) => {
      // Chunks may split a sentence; a chunk after a finished sentence starts a new line.
      const carry = /[.!?:;]\s*$/.test(state.lastThought) ? '' : state.lastThought;
      const lines = `${carry}${text}`.split('\n').filter((l) => l.trim() !== '');
      state = { ...state, thinkingChars: state.thinkingChars + text.length, lastThought: lines.at(-1) ?? '' };
      emit();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
