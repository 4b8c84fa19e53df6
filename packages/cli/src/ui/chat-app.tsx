import { formatFte, formatHours } from '@staffplan/core';
import { Box, Text, useApp, useInput, useStdin } from 'ink';
import { InterruptedError } from '../cli/failure';
import { useRef, useState, useSyncExternalStore } from 'react';
import { CHAT_HELP, type ChatController, type ChatLine } from '../chat/controller';

const TONES = { success: 'green', error: 'red', info: 'cyan' } as const;

function Line({ line }: { line: ChatLine }) {
  switch (line.kind) {
    case 'user':
      return (
        <Text>
          <Text bold color="cyan">
            you ›{' '}
          </Text>
          {line.text}
        </Text>
      );
    case 'assistant':
      return (
        <Text>
          <Text bold color="magenta">
            AI Assistant ›{' '}
          </Text>
          {line.text}
        </Text>
      );
    case 'diff':
      return <Text color="yellow">Δ {line.text}</Text>;
    default:
      return <Text color={TONES[line.tone]}>{line.text}</Text>;
  }
}

/**
 * The interactive `staffplan chat` screen: the plan's totals, the recent transcript with each
 * edit's diff, and an input line (Enter sends; /undo, /save, /export, /quit).
 * @example
 * render(<ChatApp controller={new ChatController(client, saved)} />)
 */
export function ChatApp({
  controller,
  visibleLines = 12,
}: {
  controller: ChatController;
  visibleLines?: number;
}) {
  const state = useSyncExternalStore(controller.subscribe, controller.snapshot);
  const [input, setInputState] = useState('');
  // Keys can arrive faster than renders: keep the text in a ref so Enter sends all of it.
  const current = useRef('');
  const setInput = (next: (value: string) => string) => {
    current.current = next(current.current);
    setInputState(current.current);
  };
  const { isRawModeSupported } = useStdin();
  const { exit } = useApp();
  const totals = controller.totals();

  const send = (text: string) => {
    void controller.submit(text).then((result) => {
      if (result === 'quit') exit();
    });
  };

  useInput(
    (ch, key) => {
      // Ctrl-C leaves with exit 130, as a shell reports an interrupt (the documented table).
      if (key.ctrl && ch === 'c') {
        exit(new InterruptedError());
        return;
      }
      if (key.return) {
        const text = current.current;
        setInput(() => '');
        send(text);
        return;
      }
      // A paste arrives as one chunk with its line break inside: send the first line, keep
      // what follows it in the input.
      if (ch && /[\r\n]/.test(ch) && !key.ctrl && !key.meta) {
        const [first = '', ...rest] = ch.split(/\r\n|\r|\n/);
        const text = current.current + first;
        setInput(() => rest.join(' ').trim());
        send(text);
        return;
      }
      if (key.backspace || key.delete) {
        setInput((value) => value.slice(0, -1));
        return;
      }
      if (key.escape) {
        setInput(() => '');
        return;
      }
      if (ch && !key.ctrl && !key.meta) setInput((value) => value + ch);
    },
    { isActive: isRawModeSupported === true && !state.busy },
  );

  return (
    <Box flexDirection="column">
      <Box borderStyle="round" borderColor="gray" paddingX={1} flexDirection="column">
        <Text bold>{state.name}</Text>
        <Text>
          Total Hours: <Text bold>{formatHours(totals.totalHours)}</Text> · Total FTE:{' '}
          <Text bold>{formatFte(totals.totalFte)}</Text> · Unique Roles: {totals.uniqueRoles} · Tasks:{' '}
          {totals.taskCount}
          {state.undoSize > 0 ? <Text dimColor> · {state.undoSize} to undo</Text> : null}
        </Text>
      </Box>
      <Box flexDirection="column" marginY={1}>
        {state.lines.length === 0 ? (
          <Text dimColor>Ask for a change, e.g. “add a QA Engineer for 500 hours”.</Text>
        ) : null}
        {state.lines.slice(-visibleLines).map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the transcript only grows; index within the window is stable enough
          <Line key={`${state.lines.length}-${i}`} line={line} />
        ))}
      </Box>
      {state.busy ? (
        <Text color="cyan">… working</Text>
      ) : (
        <Text>
          <Text color="cyan">› </Text>
          {input}
          <Text inverse> </Text>
        </Text>
      )}
      <Text dimColor>{CHAT_HELP}</Text>
    </Box>
  );
}
