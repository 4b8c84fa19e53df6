import type { GeneratedPlan } from '../schemas/plan';
import { FTE_RE, firstAmount, HOURS_RE, PERCENT_RE, parseAmount, tidyLocation, tidyName } from './numbers';
import type { ChatIntent, TaskTarget } from './schemas';
import { findRole, findTaskIds, resolveTarget } from './targets';

const LOCATION_WORDS = /\b(remote(?:ly)?|telework|on[- ]?site|hybrid)\b/i;
const UP = /\b(increase|raise|bump|grow|boost|up|add|more|extend)\b/i;
const DOWN = /\b(reduce|decrease|cut|lower|trim|drop|shrink|less|fewer|subtract|down|remove)\b/i;

const edit = (e: Extract<ChatIntent, { kind: 'edit' }>['edit']): ChatIntent => ({ kind: 'edit', edit: e });

function parseAdd(text: string, plan: GeneratedPlan): ChatIntent | null {
  const m = /^(?:please\s+|can you\s+|could you\s+)?(?:add|include|insert|create|hire)\b\s*(.*)$/i.exec(text);
  if (m === null) return null;
  const rest = m[1] ?? '';
  // "add 200 hours to task 2" is a change of hours, not a new task.
  if (/^\S+\s*(?:hours?|hrs?|h|%|percent)\s+(?:to|for|on)\b/i.test(rest)) return null;
  const count = /^(\d+)\s+(?!hours?|hrs?|h\b|fte)/i.exec(rest);
  const quantity = count ? Number(count[1]) : 1;
  let hours = firstAmount(rest, HOURS_RE);
  const fte = firstAmount(rest, FTE_RE);
  const hoursPerFte = plan.hoursPerFte > 0 ? plan.hoursPerFte : 1880;
  if (hours === null && fte !== null) hours = fte * hoursPerFte;
  if (hours === null)
    return { kind: 'unknown', reason: 'tell me how many hours (or FTE) the new task takes.' };
  const each = /\beach\b|\bapiece\b|\bper (?:person|head)\b/i.test(rest) || (count !== null && fte !== null);
  const total = quantity > 1 && each ? hours * quantity : hours;
  const roleText = rest
    .replace(/^\d+\s+/, '')
    .replace(/^(?:a|an|one|new)\s+(?:new\s+)?(?:task|row|line|role|position)\s+(?:for|of|with)\s+/i, '')
    .split(
      /\s*(?:,|\bfor\b|\bat\b|\bwith\b|\bworking\b|\bbased\b|\blocated\b|\(|\bin\b|\bon\b|\bremote|\bhybrid|\bon-?site|\d)/i,
    )[0];
  const lcat = tidyName(
    (roleText ?? '').replace(/\s+(?:tasks?|roles?|positions?)$/i, '').replace(/s$/i, quantity > 1 ? '' : 's'),
  );
  if (lcat.length === 0) return { kind: 'unknown', reason: 'tell me the role of the new task.' };
  const where =
    LOCATION_WORDS.exec(rest)?.[1] ??
    /\b(?:located|based|work(?:ing)?)\s+(?:in|at)\s+([^;]+?)(?:,\s*(?:for|with|at)\b.*)?\.?$/i.exec(
      rest,
    )?.[1] ??
    /\bin\s+([A-Z][^,;.]*(?:,\s*[A-Z]{2}\b)?)/.exec(rest)?.[1];
  const countNote =
    quantity > 1 ? `${quantity} x ${hours.toLocaleString('en-US')} h` : 'Added by chat request';
  return edit({
    op: 'add_task',
    lcat,
    hours: total,
    ...(where !== undefined ? { location: tidyLocation(where) } : {}),
    mathRationale: `${countNote} = ${total.toLocaleString('en-US')}`,
    basis: `Added at the user request in chat: "${text.slice(0, 200)}"`,
  });
}

function parseSplit(text: string, plan: GeneratedPlan): ChatIntent | null {
  if (!/\bsplit\b|\bdivide\b|\bshare\b.*\bbetween\b/i.test(text)) return null;
  const id = findTaskIds(text, plan.tasks)[0];
  if (id === undefined)
    return {
      kind: 'unknown',
      reason: 'tell me which task to split, for example "split task 2 between Developer and QA Engineer".',
    };
  const between = /\b(?:between|among|into|across)\s+(.+)$/i.exec(text)?.[1] ?? '';
  const names = between
    .split(/\s*(?:,|\band\b|&|\/|\bplus\b)\s*/i)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (names.length < 2)
    return { kind: 'unknown', reason: 'name at least two roles to split the task between.' };
  const ratio = /\b(\d+(?:\.\d+)?)\s*(?:\/|:|-)\s*(\d+(?:\.\d+)?)(?:\s*(?:\/|:|-)\s*(\d+(?:\.\d+)?))?\b/.exec(
    text,
  );
  let shares: number[] | null = null;
  if (ratio !== null) {
    const parts = [ratio[1], ratio[2], ratio[3]].filter((p): p is string => p !== undefined).map(Number);
    const sum = parts.reduce((s, n) => s + n, 0);
    if (parts.length === names.length && sum > 0) shares = parts.map((p) => (p / sum) * 100);
  }
  const roles = names.map((n, i) => {
    const pct = /(\d+(?:\.\d+)?)\s*%/.exec(n);
    const lcat = tidyName(n.replace(/\(?\d+(?:\.\d+)?\s*%\)?/, '').replace(/\b(?:at|with)\s*$/i, ''));
    const share = pct ? Number(pct[1]) : shares?.[i];
    return share === undefined ? { lcat } : { lcat, share };
  });
  return edit({ op: 'split_task', taskId: id, roles });
}

function targetOrAsk(text: string, plan: GeneratedPlan, what: string): TaskTarget | ChatIntent {
  const target = resolveTarget(text, plan.tasks);
  if (target !== null) return target;
  return {
    kind: 'unknown',
    reason: `tell me which task to ${what} (a task number like "task 1.2", a role of the plan, or "all tasks").`,
  };
}

const isIntent = (x: TaskTarget | ChatIntent): x is ChatIntent => 'kind' in x;

function parseHours(text: string, plan: GeneratedPlan): ChatIntent | null {
  const percent = firstAmount(text, PERCENT_RE);
  const hours = firstAmount(text, HOURS_RE);
  const by = /\bby\s+([+-]?\d[\d,]*(?:\.\d+)?k?)/i.exec(text);
  const to = /\bto\s+([+-]?\d[\d,]*(?:\.\d+)?k?)\s*(?:hours?|hrs?|h\b|$|[.!])/i.exec(text);
  const signed = /(?:^|\s)([+-]\d[\d,]*(?:\.\d+)?)\s*(?:hours?|hrs?|h\b|%)/i.exec(text);
  const mentionsHours = /\b(hours?|hrs?|h)\b|%|percent/i.test(text) || by !== null;
  if (!mentionsHours && to === null) return null;
  const target = targetOrAsk(text, plan, 'change');
  if (isIntent(target)) return mentionsHours ? target : null;
  const sign = DOWN.test(text) && !UP.test(text.replace(DOWN, '')) ? -1 : DOWN.test(text) ? -1 : 1;
  if (percent !== null) {
    const value = signed ? percent : sign * Math.abs(percent);
    return edit({ op: 'set_hours', target, mode: 'percent', value });
  }
  if (to !== null && !/\bby\b/i.test(text)) {
    const value = parseAmount(to[1] ?? '');
    if (value !== null) return edit({ op: 'set_hours', target, mode: 'absolute', value });
  }
  const amount = by ? parseAmount(by[1] ?? '') : hours;
  if (amount !== null && (by !== null || signed !== null || UP.test(text) || DOWN.test(text))) {
    const value = signed ? amount : sign * Math.abs(amount);
    return edit({ op: 'set_hours', target, mode: 'delta', value });
  }
  if (hours !== null) return edit({ op: 'set_hours', target, mode: 'absolute', value: hours });
  return null;
}

function parseRoleOrLocation(text: string, plan: GeneratedPlan): ChatIntent | null {
  const verb =
    /\b(change|replace|switch|swap|rename|make|move|set|update|relocate|convert|reassign|turn)\b/i.test(text);
  if (!verb) return null;
  const dest = /^(.*)\b(?:to|with|into|as)\s+(.+?)\s*[.!]?$/i.exec(text);
  const locationWord = LOCATION_WORDS.exec(text)?.[1];
  const aboutLocation =
    /\b(location|located|place|site|move|relocate)\b/i.test(text) || (locationWord !== undefined && !dest);
  if (aboutLocation || (locationWord !== undefined && LOCATION_WORDS.test(dest?.[2] ?? ''))) {
    const source = dest?.[1] ?? text;
    const target = targetOrAsk(source, plan, 'move');
    if (isIntent(target)) return target;
    const where = dest?.[2] ?? locationWord;
    if (where === undefined) return { kind: 'unknown', reason: 'tell me the new location.' };
    return edit({ op: 'set_location', target, location: tidyLocation(where) });
  }
  if (dest === null) return null;
  const source = dest[1] ?? '';
  const target = targetOrAsk(source, plan, 'change');
  if (isIntent(target)) return target;
  const lcat = tidyName((dest[2] ?? '').replace(/\s+(?:tasks?|roles?|positions?|instead)$/i, ''));
  if (lcat.length === 0) return null;
  return edit({ op: 'set_role', target, lcat });
}

/**
 * Understand a chat message about a plan, deterministically: an edit, a "why" question, or
 * nothing the local assistant can do (with the reason).
 * @example
 * parseChatIntent('Add a QA Engineer for 500 hours', { tasks: [], hoursPerFte: 1880 })
 * // { kind: 'edit', edit: { op: 'add_task', lcat: 'QA Engineer', hours: 500, ... } }
 */
export function parseChatIntent(message: string, plan: GeneratedPlan): ChatIntent {
  const text = message.replace(/\s+/g, ' ').trim();
  if (
    /^(why|how come|explain|what is the basis|how (?:did|do|was|were|are|is)|where do)\b/i.test(text) ||
    /\bwhy\b/i.test(text)
  ) {
    return { kind: 'explain', target: resolveTarget(text, plan.tasks) };
  }
  const split = parseSplit(text, plan);
  if (split) return split;
  const add = parseAdd(text, plan);
  if (add) return add;
  if (
    /^(?:please\s+)?(?:remove|delete|drop|eliminate|get rid of|take out)\b/i.test(text) &&
    !/\bby\b|%/.test(text)
  ) {
    const target = targetOrAsk(text, plan, 'remove');
    return isIntent(target) ? target : edit({ op: 'remove_tasks', target });
  }
  const fte = firstAmount(text, FTE_RE);
  if (fte !== null && !/\btask\b/i.test(text) && findRole(text, plan.tasks) === null) {
    return edit({ op: 'scale_to_fte', fte });
  }
  const hours = parseHours(text, plan);
  if (hours) return hours;
  const roleOrLocation = parseRoleOrLocation(text, plan);
  if (roleOrLocation) return roleOrLocation;
  return { kind: 'unknown', reason: '' };
}
