import type { ChatMessage } from '@staffplan/core';

/**
 * Shape chat history for model APIs: starts with a user turn, alternates roles (consecutive
 * turns of one role are joined), drops empty turns, keeps the most recent `max` turns.
 * @example
 * alternate([{ role: 'assistant', content: 'Hi' }, { role: 'user', content: 'a' }, { role: 'user', content: 'b' }])
 * // [{ role: 'user', content: 'a\n\nb' }]
 */
export function alternate(history: readonly ChatMessage[], max = 20): ChatMessage[] {
  const out: ChatMessage[] = [];
  for (const m of history.slice(-max)) {
    const content = m.content.trim();
    if (content === '') continue;
    const last = out[out.length - 1];
    if (last && last.role === m.role) last.content = `${last.content}\n\n${content}`;
    else out.push({ role: m.role, content });
  }
  while (out[0]?.role === 'assistant') out.shift();
  return out;
}

/**
 * The history followed by the new user turn, still alternating.
 * @example
 * withUserTurn([{ role: 'user', content: 'a' }]) // [{ role: 'user', content: 'a' }, { role: 'assistant', content: '(no reply)' }]
 */
export function withUserTurn(history: readonly ChatMessage[]): ChatMessage[] {
  const turns = alternate(history);
  if (turns[turns.length - 1]?.role === 'user') turns.push({ role: 'assistant', content: '(no reply)' });
  return turns;
}
