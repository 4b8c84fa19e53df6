import { type ChatMessage, ChatMessageSchema } from '../schemas/chat';
import { VALIDATION_MESSAGES } from './messages';

/**
 * Whether a chat message is sent at all: empty or whitespace-only messages are not.
 * @example
 * isSendableMessage('  ') // false
 */
export function isSendableMessage(message: string): boolean {
  return message.trim() !== '';
}

/**
 * What a key press in the chat box does: Enter sends, Shift+Enter inserts a new line.
 * @example
 * chatKeyAction({ key: 'Enter', shiftKey: false }) // 'send'
 * chatKeyAction({ key: 'Enter', shiftKey: true }) // 'newline'
 */
export function chatKeyAction(event: { key: string; shiftKey: boolean }): 'send' | 'newline' | 'none' {
  if (event.key !== 'Enter') return 'none';
  return event.shiftKey ? 'newline' : 'send';
}

/**
 * Whether a chat answer's updatedPlan may be applied: an object with at least one key.
 * @example
 * isUsableUpdatedPlan({}) // false
 * isUsableUpdatedPlan({ tasks: [] }) // true
 */
export function isUsableUpdatedPlan(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0
  );
}

/**
 * The assistant's reply text: the message when it is a string, else the product's fallback.
 * @example
 * chatReplyText(undefined) // 'I received your message but encountered an issue processing it. Please try again.'
 */
export function chatReplyText(message: unknown): string {
  return typeof message === 'string' ? message : VALIDATION_MESSAGES.chatReplyFallback;
}

/**
 * Chat history normalised: role user or assistant (anything else becomes user), content a
 * string; non-list input gives an empty history.
 * @example
 * normalizeHistory([{ role: 'system', content: 5 }]) // [{ role: 'user', content: '5' }]
 */
export function normalizeHistory(history: unknown): ChatMessage[] {
  if (!Array.isArray(history)) return [];
  return history.map((entry) => {
    const parsed = ChatMessageSchema.safeParse(typeof entry === 'object' && entry !== null ? entry : {});
    return parsed.success ? parsed.data : { role: 'user', content: '' };
  });
}
