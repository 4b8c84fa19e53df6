import { Box, Text } from 'ink';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ProgressStore } from '../render/progress-store';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

/**
 * The live progress of `staffplan generate`: a spinner with the current step and elapsed
 * time, and the latest line of the AI's thinking.
 * @example
 * render(<GenerateProgress store={store} now={Date.now} />, { stdout: process.stderr })
 */
export function GenerateProgress({
  store,
  now,
  width = 100,
}: {
  store: ProgressStore;
  now: () => number;
  width?: number;
}) {
  const state = useSyncExternalStore(store.subscribe, store.get);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (state.finished) return;
    const timer = setInterval(() => setTick((t) => t + 1), 100);
    return () => clearInterval(timer);
  }, [state.finished]);
  const seconds = Math.max(0, Math.floor((now() - state.startedAt) / 1000));
  const thought =
    state.lastThought.length > width - 4 ? `${state.lastThought.slice(0, width - 5)}…` : state.lastThought;
  return (
    <Box flexDirection="column">
      <Text>
        <Text color={state.finished ? 'green' : 'cyan'}>
          {state.finished ? '✔' : FRAMES[tick % FRAMES.length]}
        </Text>{' '}
        {state.step}
        {state.detail ? <Text dimColor> {state.detail}</Text> : null}
        <Text dimColor> {seconds}s</Text>
      </Text>
      {thought ? (
        <Text dimColor wrap="truncate">
          {'  '}
          {thought}
        </Text>
      ) : state.step.startsWith('Generating') ? (
        <Text dimColor>{'  '}Waiting for thinking process to start...</Text>
      ) : null}
    </Box>
  );
}
