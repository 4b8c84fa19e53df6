import type { GeneratedPlan } from '../schemas/plan';
import { applyChatEdit } from './apply';
import { parseChatIntent } from './parse';
import type { ChatEdit, ChatIntent, TaskTarget } from './schemas';

const VERBS =
  'make|set|move|add|remove|delete|drop|cut|reduce|increase|change|split|put|give|bump|rename|relocate|trim|raise|use|scale';
const JOINS = new RegExp(
  `\\s*(?:;|,?\\s+(?:and\\s+)?then\\s+|,?\\s+(?:and|also)\\s+(?=(?:${VERBS})\\b))\\s*`,
  'i',
);

function referenceOf(target: TaskTarget): string {
  if ('all' in target) return 'all tasks';
  if ('taskId' in target) return `task ${target.taskId}`;
  if ('taskIds' in target) return `tasks ${target.taskIds.join(', ')}`;
  return `the ${target.role} tasks`;
}

/**
 * Several edits in one message, applied in order ("move the Norfolk tasks to Charleston and
 * make them remote"); "them", "it" and "those" name the tasks of the edit before. Any part that
 * is not an edit makes the whole message one intent, as parseChatIntent reads it.
 * @example
 * parseChatEdits('cut the developers by 10% and move them to Norfolk', plan) // { edits: [set_hours, set_location], intent: null }
 */
export function parseChatEdits(
  message: string,
  plan: GeneratedPlan,
): { edits: ChatEdit[]; intent: ChatIntent | null } {
  const parts = message.split(JOINS).filter((p) => p.trim().length > 0);
  if (parts.length < 2) return { edits: [], intent: parseChatIntent(message, plan) };
  const edits: ChatEdit[] = [];
  let current = plan;
  let previous: TaskTarget | null = null;
  for (const raw of parts) {
    const part = previous ? raw.replace(/\b(?:them|it|those|they|these)\b/i, referenceOf(previous)) : raw;
    const intent = parseChatIntent(part, current);
    if (intent.kind !== 'edit') return { edits: [], intent: parseChatIntent(message, plan) };
    const applied = applyChatEdit(current, intent.edit);
    if (!applied.ok) return { edits: [], intent: parseChatIntent(message, plan) };
    edits.push(intent.edit);
    current = applied.value;
    if ('target' in intent.edit) previous = intent.edit.target;
  }
  return { edits, intent: null };
}
