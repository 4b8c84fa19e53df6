import { DEFAULT_HOURS_PER_FTE } from '../contract/limits';
import type { GeneratedPlan } from '../schemas/plan';
import { fteAmount, firstAmount, HOURS_RE, PERCENT_RE, tidyName } from './numbers';
import { areaForRole, periodsFor } from './new-task';
import { planLocation } from './parse-change';
import { resolveReference } from './references';
import type { ChatIntent } from './schemas';

const LOCATION_WORDS = /\b(remote(?:ly)?|telework|on[- ]?site|hybrid)\b/i;
const fmt = (n: number): string => (Math.round(n * 100) / 100).toLocaleString('en-US');
const perFte = (plan: GeneratedPlan): number =>
  plan.hoursPerFte > 0 ? plan.hoursPerFte : DEFAULT_HOURS_PER_FTE;

/** The work area a message names for a new line ("to the help desk area", "under task 3"). */
function namedArea(text: string, plan: GeneratedPlan): string | undefined {
  const areas = [...new Set(plan.tasks.map((t) => t.workArea ?? '').filter((a) => a.length > 0))];
  const lower = text.toLowerCase();
  const byName = areas.sort((a, b) => b.length - a.length).find((a) => lower.includes(a.toLowerCase()));
  if (byName) return byName;
  const n = /\b(?:under|in|to)\s+(?:task|area|task area|section)\s+(\d+)\b/i.exec(text)?.[1];
  return n ? plan.tasks.find((t) => t.taskId.startsWith(`${n}.`) && t.workArea)?.workArea : undefined;
}

/**
 * A management reserve, contingency or surge line: a percentage of the plan's hours as a new
 * assumed line in the management area, with the same share of every period.
 * @example
 * parseReserve('add a 10% management reserve', plan) // { kind: 'edit', edit: { op: 'add_task', lcat: 'Management Reserve', ... } }
 */
export function parseReserve(text: string, plan: GeneratedPlan): ChatIntent | null {
  const kind = /\b(management reserve|reserve|contingency|surge)\b/i.exec(text)?.[1];
  const pct = firstAmount(text, PERCENT_RE);
  if (kind === undefined || pct === null || !/\b(add|include|set|build|hold|carry|put|plan)\b/i.test(text))
    return null;
  const base = plan.tasks.reduce((s, t) => s + t.hours, 0);
  const hours = Math.round(base * pct) / 100;
  const byPeriod = new Map<string, number>();
  for (const t of plan.tasks)
    for (const p of t.periods ?? []) byPeriod.set(p.name, (byPeriod.get(p.name) ?? 0) + p.hours);
  const periods = [...byPeriod].map(([name, h]) => ({ name, hours: Math.round(h * pct) / 100 }));
  const area =
    plan.tasks.find((t) => /manage/i.test(t.workArea ?? ''))?.workArea ??
    plan.tasks.find((t) => /manager/i.test(t.lcat))?.workArea;
  const lcat = kind.toLowerCase() === 'reserve' ? 'Management Reserve' : tidyName(kind);
  return {
    kind: 'edit',
    edit: {
      op: 'add_task',
      lcat,
      hours,
      mathRationale: `${fmt(pct)}% x ${fmt(base)} h = ${fmt(hours)}`,
      basis: `${lcat} of ${fmt(pct)}% of the plan's hours, added in chat; an assumption, not a stated requirement.`,
      hoursSource: 'assumed',
      ...(area ? { workArea: area } : {}),
      ...(periods.length > 0 ? { periods } : {}),
    },
  };
}

/**
 * A new line: "add a QA Engineer for 500 hours, remote", "add 2 analysts at 0.5 FTE each",
 * "add a half-time DBA to the help desk area".
 * @example
 * parseAdd('add a QA Engineer for 500 hours', plan) // { kind: 'edit', edit: { op: 'add_task', lcat: 'QA Engineer', hours: 500, ... } }
 */
export function parseAdd(text: string, plan: GeneratedPlan): ChatIntent | null {
  const m =
    /^(?:please\s+|can you\s+|could you\s+|let'?s\s+|we need to\s+|i want to\s+)?(?:add|include|insert|create|hire|bring on|we need|we'll need|i need|we also need|need)\b\s*(.*)$/i.exec(
      text,
    );
  if (m === null) return null;
  const rest = m[1] ?? '';
  if (
    /^\S+\s*(?:hours?|hrs?|h|%|percent|ftes?)\s+(?:to|for|on|onto)\b/i.test(rest) &&
    resolveReference(rest, plan.tasks) !== null
  )
    return null;
  const onto = /^(.*?)\b(?:to|onto|on)\s+(.+)$/i.exec(rest);
  const amountOnly = (head: string): boolean =>
    head
      .replace(
        /\b(?:a|an|another|extra|additional|more|of|half|quarter|full|ftes?|hours?|hrs?|h|time)\b|[\d,.%-]+/gi,
        '',
      )
      .trim() === '';
  if (onto && amountOnly(onto[1] ?? '') && resolveReference(onto[2] ?? '', plan.tasks) !== null) return null;
  // "add one more sysadmin", "another developer": one more FTE on a role the plan has.
  const more = /^(?:(one|two|three|\d+)\s+more|another|an? (?:extra|additional))\s+([a-z][\w -]*)$/i.exec(
    rest,
  );
  const moreOf = more ? resolveReference(more[2] ?? '', plan.tasks) : null;
  if (more && moreOf && fteAmount(rest) === null && !HOURS_RE.test(rest)) {
    const n = Number(more[1]) || { one: 1, two: 2, three: 3 }[more[1]?.toLowerCase() ?? ''] || 1;
    return {
      kind: 'edit',
      edit: { op: 'set_hours', target: moreOf, mode: 'delta', value: n * perFte(plan) },
    };
  }
  const count = /^(\d+|two|three|four|five)\s+(?!hours?|hrs?|h\b|fte|%)/i.exec(rest);
  const quantity = count
    ? Number(count[1]) || { two: 2, three: 3, four: 4, five: 5 }[count[1]?.toLowerCase() ?? ''] || 1
    : 1;
  let hours = firstAmount(rest, HOURS_RE);
  const fte = hours === null ? fteAmount(rest.replace(/^(\d+|two|three|four|five)\s+/i, '')) : null;
  const bare = /\bat\s+(\d*\.?\d+)\b(?!\s*(?:%|percent))/i.exec(rest)?.[1];
  const fteOf = fte ?? (bare !== undefined && Number(bare) > 0 && Number(bare) <= 20 ? Number(bare) : null);
  if (hours === null && fteOf !== null) hours = fteOf * perFte(plan);
  if (hours === null)
    return { kind: 'unknown', reason: 'tell me how many hours (or FTE) the new task takes.' };
  const each =
    /\beach\b|\bapiece\b|\bper (?:person|head)\b/i.test(rest) || (count !== null && fteOf !== null);
  const total = quantity > 1 && each ? hours * quantity : hours;
  const roleText = rest
    .replace(/^[\d,.]+\s*(?:ftes?|hours?|hrs?|h)\s+(?:for|of)?\s*/i, '')
    .replace(/^(\d+|two|three|four|five)\s+/i, '')
    .replace(/^(?:a|an|one)\s+/i, '')
    .replace(/^(?:another|more|additional|extra|second)\s+/i, '')
    .replace(/^[\d,.]+\s*(?:ftes?|hours?|hrs?|h)\s+/i, '')
    .replace(/^(?:half[- ]time|full[- ]time|part[- ]time|quarter[- ]time)\s+/i, '')
    .replace(/^(?:new\s+)?(?:task|row|line|role|position)\s+(?:for|of|with)\s+(?:an?\s+)?/i, '')
    .replace(/^new\s+/i, '')
    .split(
      /\s*(?:,|\bfor\b|\bat\b|\bwith\b|\bworking\b|\bbased\b|\blocated\b|\(|\bin\b|\bon\b|\bto\b|\bunder\b|\bremote|\bhybrid|\bon-?site|\d|\bhalf\b|\bfull[- ]time|\bquarter)/i,
    )[0];
  const lcat = tidyName(
    (roleText ?? '').replace(/\s+(?:tasks?|roles?|positions?)$/i, '').replace(/s$/i, quantity > 1 ? '' : 's'),
  );
  if (lcat.length === 0) return { kind: 'unknown', reason: 'tell me the role of the new task.' };
  const where =
    LOCATION_WORDS.exec(rest)?.[1] ??
    /\b(?:located|based|work(?:ing)?|sitting)\s+(?:in|at|out of)\s+([^;]+?)(?:,\s*(?:for|with|at)\b.*)?\.?$/i.exec(
      rest,
    )?.[1] ??
    /\b(?:in|at)\s+([A-Z][a-z][^,;.]*?(?:,\s*[A-Z]{2}\b)?)(?=\s+(?:at|for|with|on|from)\b|[,;.]|$)/.exec(
      rest,
    )?.[1];
  const area = namedArea(rest, plan) ?? areaForRole(lcat, plan.tasks);
  const areaWord = area && where && where.toLowerCase() === area.toLowerCase();
  const countNote =
    quantity > 1
      ? `${quantity} x ${fmt(hours)} h`
      : fteOf !== null
        ? `${fmt(fteOf)} FTE x ${fmt(perFte(plan))} h`
        : 'Added by chat request';
  const periods = periodsFor(plan, total);
  return {
    kind: 'edit',
    edit: {
      op: 'add_task',
      lcat,
      hours: total,
      ...(where !== undefined && !areaWord ? { location: planLocation(where, plan.tasks) } : {}),
      ...(area ? { workArea: area } : {}),
      ...(periods ? { periods } : {}),
      mathRationale: `${countNote} = ${fmt(total)}`,
      basis: `Added at the user request in chat: "${text.slice(0, 200)}"`,
    },
  };
}
