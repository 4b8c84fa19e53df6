import type { GeneratedPlan, Task } from '../schemas/plan';
import { fteAmount, firstAmount, HOURS_RE, PERCENT_RE, parseAmount, tidyLocation, tidyName } from './numbers';
import { resolveReference } from './references';
import type { ChatIntent, TaskTarget } from './schemas';

const LOCATION_WORDS = /\b(remote(?:ly)?|telework|on[- ]?site|hybrid|from home|wfh)\b/i;
const UP = /\b(increase|raise|bump|grow|boost|up|add|more|extend|plus|another|extra|additional)\b/i;
const DOWN =
  /\b(too high|heavy|overweight|overstated|overstaffed|reduc\w*|decrease|cut|lower|trim|drop|shrink|less|fewer|subtract|down|remove|take|minus|shave|pare)\b/i;
const edit = (e: Extract<ChatIntent, { kind: 'edit' }>['edit']): ChatIntent => ({ kind: 'edit', edit: e });

/**
 * Which tasks a text names, or the question to ask back.
 * @example
 * targetOrAsk('cut the PM by 10%', plan, 'change') // { role... } or { taskId: '1.1' }
 */
export function targetOrAsk(text: string, plan: GeneratedPlan, what: string): TaskTarget | ChatIntent {
  const target = resolveReference(text, plan.tasks);
  if (target !== null) return target;
  const roles = [...new Set(plan.tasks.map((t) => t.lcat))].slice(0, 6).join(', ');
  return {
    kind: 'unknown',
    reason: `tell me which task to ${what}: a number ("task 1.2"), a role (${roles || 'none yet'}), a location, a work area, or "all tasks".`,
  };
}

/** Whether a target-or-question is the question. */
export const isIntent = (x: TaskTarget | ChatIntent): x is ChatIntent => 'kind' in x;

/** The plan's spelling of a place a user typed ("charleston" -> "Charleston, SC"). */
export function planLocation(raw: string, tasks: readonly Task[]): string {
  const tidy = tidyLocation(raw);
  const city = tidy.split(',')[0]?.trim().toLowerCase() ?? '';
  return tasks.find((t) => (t.location ?? '').split(',')[0]?.trim().toLowerCase() === city)?.location ?? tidy;
}

/**
 * Hours and FTE changes: "set task 1.1 to 0.5 FTE", "reduce the PM to half time", "cut the
 * developers by 10%", "add 200 hours to task 3", "give the help desk another half FTE".
 * @example
 * parseHours('set task 1.1 to 0.5 FTE', plan) // { kind: 'edit', edit: { op: 'set_hours', target: { taskId: '1.1' }, mode: 'fte', value: 0.5 } }
 */
export function parseHours(text: string, plan: GeneratedPlan): ChatIntent | null {
  const percent = firstAmount(text, PERCENT_RE);
  const hours = firstAmount(text, HOURS_RE);
  const fte = fteAmount(text.replace(/\b\d+(?:\.\d+)?\s*(?:%|percent)\s+(?!time\b|of an? fte)/gi, ''));
  const by = /\bby\s+([+-]?\d[\d,]*(?:\.\d+)?k?)/i.exec(text);
  const to = /\b(?:to|at)\s+([+-]?\d[\d,]*(?:\.\d+)?k?)\s*(?:hours?|hrs?|h\b|$|[.!?])/i.exec(text);
  const signed = /(?:^|\s)([+-]\d[\d,]*(?:\.\d+)?)\s*(?:hours?|hrs?|h\b|%)/i.exec(text);
  const times = /\b(double|triple|halve|cut in half|half)\b/i.exec(text)?.[1]?.toLowerCase();
  if (percent === null && hours === null && fte === null && by === null && to === null && times === undefined)
    return null;
  const source = text.replace(/\b(?:to|at)\s+(?:half|full|quarter|three)[- ]time.*$/i, '');
  const target = targetOrAsk(source, plan, 'change');
  if (isIntent(target)) return target;
  const down = DOWN.test(text);
  const sign = down ? -1 : 1;
  const byFte = /\bby\s+(?:an?\s+)?(?:half|quarter|\d*\.?\d+\s*fte|one fte|a full)/i.test(text);
  if (fte !== null && (percent === null || /%\s*(?:time|of an? fte)/i.test(text))) {
    const relative =
      byFte ||
      (/\b(another|extra|additional|more)\b/i.test(text) && !/\bto\b/i.test(text)) ||
      /^(?:please\s+)?(?:add|give|take|remove|subtract)\b/i.test(text);
    if (relative) {
      const perFte = plan.hoursPerFte > 0 ? plan.hoursPerFte : 1880;
      return edit({ op: 'set_hours', target, mode: 'delta', value: sign * fte * perFte });
    }
    return edit({ op: 'set_hours', target, mode: 'fte', value: fte });
  }
  if (times !== undefined && percent === null && hours === null && fte === null) {
    const value = times === 'double' ? 100 : times === 'triple' ? 200 : -50;
    return edit({ op: 'set_hours', target, mode: 'percent', value });
  }
  const at = /\bat\s+(\d+(?:\.\d+)?)\s*(?:%|percent)/i.exec(text);
  if (at !== null && !/\bby\b/i.test(text) && !UP.test(text) && !DOWN.test(text))
    return edit({ op: 'set_hours', target, mode: 'fte', value: Number(at[1]) / 100 });
  if (percent !== null) {
    const value = signed ? percent : sign * Math.abs(percent);
    if (/\bto\s+\d+(?:\.\d+)?\s*(?:%|percent)/i.test(text) && !/\bby\b/i.test(text))
      return edit({ op: 'set_hours', target, mode: 'percent', value: Math.abs(percent) - 100 });
    return edit({ op: 'set_hours', target, mode: 'percent', value });
  }
  if (to !== null && !/\bby\b/i.test(text)) {
    const value = parseAmount(to[1] ?? '');
    // "bring the QA engineer down to 0.5": a bare number this small is FTE, never 0.5 h.
    if (value !== null && value > 0 && value <= 20 && !/\d\s*(?:hours?|hrs?|h)\b/i.test(text))
      return edit({ op: 'set_hours', target, mode: 'fte', value });
    if (value !== null) return edit({ op: 'set_hours', target, mode: 'absolute', value });
  }
  const amount = by ? parseAmount(by[1] ?? '') : hours;
  if (amount !== null && (by !== null || signed !== null || UP.test(text) || down)) {
    const value = signed ? amount : sign * Math.abs(amount);
    return edit({ op: 'set_hours', target, mode: 'delta', value });
  }
  if (hours !== null) return edit({ op: 'set_hours', target, mode: 'absolute', value: hours });
  return null;
}

/**
 * Role and location changes: "move the Norfolk tasks to Charleston", "make task 2.1 remote",
 * "change the developers to Software Engineer".
 * @example
 * parseRoleOrLocation('move the Norfolk tasks to Charleston', plan) // set_location of the Norfolk tasks
 */
export function parseRoleOrLocation(text: string, plan: GeneratedPlan): ChatIntent | null {
  const verb =
    /\b(change|replace|switch|swap|rename|make|move|set|update|relocate|convert|reassign|turn|shift|put|transfer|base|station|should be|to be|will be|go|goes|work|works|trade|moving|moved|relocating|sit|sits|retitle|call|title|relabel)\b/i.test(
      text,
    );
  if (!verb && !LOCATION_WORDS.test(text)) return null;
  const dest =
    /^(.*)\b(?:to|with|into|as|in|at|out of)\s+(.+?)\s*[.!]?$/i.exec(text) ??
    /^(make\s+.+?)\s+(?:an?)\s+([A-Z].+?)\s*[.!]?$/.exec(text) ??
    /^((?:call|title)\s+.+?)\s+(?:an?\s+)?([A-Z].+?)(?:\s+instead)?\s*[.!]?$/.exec(text) ??
    /^(.+?)\s+(?:should be|will be|becomes?|is now)\s+(?:an?\s+)?([A-Z].+?)\s*[.!]?$/.exec(text) ??
    (/^(?:swap|trade|replace)\b/i.test(text) ? /^(.*)\bfor\s+(.+?)\s*[.!]?$/i.exec(text) : null);
  const locationWord = LOCATION_WORDS.exec(text)?.[1];
  const knownPlace = (s: string): boolean => {
    const city = s.split(',')[0]?.trim().toLowerCase() ?? '';
    return plan.tasks.some((t) => (t.location ?? '').split(',')[0]?.trim().toLowerCase() === city);
  };
  const aboutLocation =
    /\b(location|located|place|site|move|moving|moved|relocat\w*|shift|transfer|station|base)\b/i.test(
      text,
    ) ||
    (locationWord !== undefined && !dest) ||
    (dest !== null && (LOCATION_WORDS.test(dest[2] ?? '') || knownPlace(dest[2] ?? '')));
  if (aboutLocation) {
    const source = (dest?.[1] ?? text).replace(LOCATION_WORDS, '');
    const target = targetOrAsk(source, plan, 'move');
    if (isIntent(target)) return target;
    const where =
      locationWord !== undefined && !/^[A-Z]/.test(dest?.[2] ?? '')
        ? locationWord
        : (dest?.[2] ?? locationWord);
    if (where === undefined) return { kind: 'unknown', reason: 'tell me the new location.' };
    return edit({
      op: 'set_location',
      target,
      location: planLocation(where.replace(/^(?:the\s+)?/i, ''), plan.tasks),
    });
  }
  if (dest === null) return null;
  const target = targetOrAsk(dest[1] ?? '', plan, 'change');
  if (isIntent(target)) return target;
  const lcat = tidyName((dest[2] ?? '').replace(/\s+(?:tasks?|roles?|positions?|instead)$/i, ''));
  if (lcat.length === 0 || /\d/.test(lcat)) return null;
  const same = plan.tasks.find((t) => t.lcat.toLowerCase() === lcat.toLowerCase())?.lcat;
  return edit({ op: 'set_role', target, lcat: same ?? lcat });
}
