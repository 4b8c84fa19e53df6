import type { GeneratedPlan } from '../schemas/plan';
import { fteAmount, parseAmount, tidyName } from './numbers';
import { parseAdd, parseReserve } from './parse-add';
import { isIntent, parseHours, parseRoleOrLocation, targetOrAsk } from './parse-change';
import { resolveReference } from './references';
import type { ChatIntent } from './schemas';
import { parsePricing } from './pricing-edits';

const WORD_NUMBERS: Record<string, string> = {
  five: '5',
  ten: '10',
  fifteen: '15',
  twenty: '20',
  'twenty-five': '25',
  thirty: '30',
  fifty: '50',
};
const edit = (e: Extract<ChatIntent, { kind: 'edit' }>['edit']): ChatIntent => ({ kind: 'edit', edit: e });
const POLITE =
  /^(?:please\s+|can you\s+|could you\s+|would you\s+|let'?s\s+|i want to\s+|we need to\s+|go ahead and\s+)+/i;
const QUESTION =
  /^(why|what|how|explain|describe|tell me|walk me|where|which|who|justify|show me (?:the )?(?:basis|math|why)|is there|does|do we|are|is)\b/i;

function isQuestion(text: string): boolean {
  const bare = text.replace(POLITE, '');
  if (/^(?:can|could|would) you\s+(?:explain|describe|tell|walk|justify|show)\b/i.test(text)) return true;
  if (bare !== text && !/^(?:why|what|how|explain|describe)\b/i.test(bare)) return false;
  return (
    QUESTION.test(bare) ||
    (/\?\s*$/.test(text) &&
      !/^(?:add|set|cut|reduce|increase|move|split|remove|change|make|use|scale)\b/i.test(bare))
  );
}

function parseHoursPerFte(text: string): ChatIntent | null {
  const m =
    /([\d,]{3,6})\s*(?:-|\s)?(?:(?:productive|billable|working|paid|direct)\s+)?(?:hours?|hrs?|h)\s*(?:per|\/|an?|each|for (?:an?|each))\s*(?:fte|full[- ]time|person|year|staff ?year|man[- ]year|work ?year)\b/i.exec(
      text,
    ) ??
    /\b(?:hours per fte|fte hours|hours in an fte|fte year|work year|productive hours|annual hours)\b[^\d]{0,30}([\d,]{3,6})\b/i.exec(
      text,
    ) ??
    /\b(?:an?|the)\s+([\d,]{3,6})[- ]hours?\s+(?:fte|year|work ?year)\b/i.exec(text) ??
    /\b(?:full[- ]time (?:person|employee|fte)|an? fte|one fte|ftes?)\s+(?:works?|is|equals|=|means)\s+([\d,]{3,6})\b/i.exec(
      text,
    );
  if (m === null) return null;
  const value = parseAmount(m[1] ?? '');
  if (value === null || value < 500 || value > 8784) return null;
  return edit({ op: 'set_hours_per_fte', hoursPerFte: value });
}

function splitNames(between: string, task: { lcat: string }): { lcat: string; share?: number }[] {
  const parts = between
    .replace(
      /\s*\(?\b\d+(?:\.\d+)?\s*(?:\/|:|-)\s*\d+(?:\.\d+)?(?:\s*(?:\/|:|-)\s*\d+(?:\.\d+)?)?\)?\s*/g,
      ' ',
    )
    .replace(/\b(?:shares?|split|ratio|evenly|equally|down the middle)\b.*$/i, '')
    .split(/\s*(?:,|\band\b|&|\bplus\b|\bvs\.?\b)\s*/i)
    .map((s) => s.trim().replace(/^(?:a|an|the)\s+/i, ''))
    .filter((s) => s.length > 0);
  return parts.map((n) => {
    const pct = /(\d+(?:\.\d+)?)\s*%/.exec(n);
    let lcat = tidyName(n.replace(/\(?\d+(?:\.\d+)?\s*%\)?/, '').replace(/\b(?:at|with)\s*$/i, ''));
    // "tier 1", "day shift", "level 2": a variant of the task's own role.
    if (
      /^(?:tier|level|shift|day|night|evening|weekend|on[- ]call|surge|peak|phase)\b|\b(?:shift|tier|level \d)$/i.test(
        lcat,
      ) ||
      /^\d+$/.test(lcat)
    )
      lcat = `${task.lcat} (${lcat})`;
    return pct ? { lcat, share: Number(pct[1]) } : { lcat };
  });
}

function parseSplit(text: string, plan: GeneratedPlan): ChatIntent | null {
  if (
    !/\b(split|divide|break (?:up|out)?|share)\b/i.test(text) ||
    !/\b(between|among|into|across|out into|as)\b/i.test(text)
  )
    return null;
  const head = /^(.*?)\b(?:between|among|into|across)\b/i.exec(text)?.[1] ?? text;
  const target = resolveReference(head.replace(/\b\d+(?:\.\d+)?\s*[/:]\s*\d+(?:\.\d+)?\b/g, ''), plan.tasks);
  const id =
    target && 'taskId' in target
      ? target.taskId
      : target && 'taskIds' in target && target.taskIds.length === 1
        ? target.taskIds[0]
        : undefined;
  const task = plan.tasks.find((t) => t.taskId === id);
  if (id === undefined || task === undefined)
    return {
      kind: 'unknown',
      reason:
        'tell me which one task to split, for example "split task 2 60/40 between Developer and QA Engineer".',
    };
  const between = /\b(?:between|among|into|across)\s+(.+)$/i.exec(text)?.[1] ?? '';
  const roles = splitNames(between, task);
  if (roles.length < 2)
    return { kind: 'unknown', reason: 'name at least two roles to split the task between.' };
  const ratio = /\b(\d+(?:\.\d+)?)\s*(?:\/|:|-)\s*(\d+(?:\.\d+)?)(?:\s*(?:\/|:|-)\s*(\d+(?:\.\d+)?))?\b/.exec(
    text,
  );
  if (ratio !== null && roles.every((r) => r.share === undefined)) {
    const parts = [ratio[1], ratio[2], ratio[3]].filter((p): p is string => p !== undefined).map(Number);
    const sum = parts.reduce((s, n) => s + n, 0);
    if (parts.length === roles.length && sum > 0)
      return edit({
        op: 'split_task',
        taskId: id,
        roles: roles.map((r, i) => ({ ...r, share: ((parts[i] ?? 0) / sum) * 100 })),
      });
  }
  return edit({ op: 'split_task', taskId: id, roles });
}

/**
 * Understand a chat message about a plan, deterministically: an edit, a question about the
 * plan (answered without changing it), or what it cannot do and why.
 * @example
 * parseChatIntent('reduce the PM to half time', plan) // { kind: 'edit', edit: { op: 'set_hours', target: { taskId: '1.1' }, mode: 'fte', value: 0.5 } }
 */
export function parseChatIntent(message: string, plan: GeneratedPlan): ChatIntent {
  const text = message
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\ba tenth\b/gi, '10%')
    .replace(
      /\b(five|ten|fifteen|twenty|twenty-five|thirty|fifty)\s+(?:percent|%)/gi,
      (_m, w: string) => `${WORD_NUMBERS[w.toLowerCase()] ?? w}%`,
    );
  if (text.length === 0) return { kind: 'unknown', reason: '' };
  if (isQuestion(text)) {
    const target = resolveReference(text, plan.tasks);
    const aboutPlan =
      /\b(plan|tasks?|hours?|ftes?|cover|basis|total|assum\w*|staff\w*|roles?|math|calculat\w*|periods?|requirements?|why|come from|derive\w*)\b/i;
    if (target !== null || aboutPlan.test(text)) return { kind: 'explain', target };
  }
  const body = text.replace(POLITE, '');
  const steps = [parsePricing, parseHoursPerFte, parseReserve, parseSplit, parseAdd];
  for (const step of steps) {
    const found = step(body, plan);
    if (found) return found;
  }
  const removal =
    /^(?:remove|delete|drop|eliminate|get rid of|take out|kill|zero out|strike|lose|scrap|axe|nix)\b/i.test(
      body,
    ) ||
    /^no\s+(?!.*\b(?:make|set|move|change|put|add|keep)\b)[a-z]/i.test(body) ||
    /\b(?:remove|delete|drop|cut) (?:it|them|that|those|this|the line)\b|\b(?:do not|don't|no longer) need\b/i.test(
      body,
    );
  if (
    removal &&
    !/\bby\b|%|\bhours?\b|\bftes?\b|\b(?:to|at)\s+\.?\d/i.test(body) &&
    fteAmount(body) === null
  ) {
    const target = targetOrAsk(body, plan, 'remove');
    return isIntent(target) ? target : edit({ op: 'remove_tasks', target });
  }
  const fte = fteAmount(body);
  if (
    fte !== null &&
    /\b(plan|total|overall|whole|staffing level|headcount|team size|entire|scale|rescale|target)\b/i.test(
      body,
    ) &&
    resolveReference(body.replace(/\b(the )?(whole |entire )?plan\b/gi, ''), plan.tasks) === null
  ) {
    return edit({ op: 'scale_to_fte', fte });
  }
  const hours = parseHours(body, plan);
  if (hours) return hours;
  const roleOrLocation = parseRoleOrLocation(body, plan);
  if (roleOrLocation) return roleOrLocation;
  return { kind: 'unknown', reason: '' };
}
