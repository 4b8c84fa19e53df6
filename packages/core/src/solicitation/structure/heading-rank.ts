import type { SectionNode } from '../model';
import type { Heading } from './headings';

// Headings whose rank depends on where they stand. "5. Quality Assurance Analyst" inside
// C.1.5 is a numbered list item with a heading's look: under a multi-level numbered section a
// single-number heading nests, unless it carries on the top-level numbering ("2." after
// "1.1"). "Task 1" under "C.1.2 Operations" belongs to it; later tasks are its siblings.
// "d. LEVEL OF EFFORT" under "L.1" nests in it; "e." after it is its sibling.
/**
 * The rank a heading takes where it stands in the open sections (`stack`, with `ranks`;
 * `lettered` holds the ids of lettered sections).
 * @example
 * nestedRank({ ref: '1.0', title: 'Scope', rank: 41, style: 'numbered' }, [], [], new Set()) // 41
 */
export function nestedRank(
  heading: Heading,
  stack: SectionNode[],
  ranks: number[],
  lettered: Set<string>,
): number {
  const top = stack[stack.length - 1];
  const topRank = ranks[ranks.length - 1] ?? 0;
  if (!top) return heading.rank;
  if (heading.style === 'lettered') return letteredRank(heading, stack, ranks, lettered);
  // A title-case line nests in a numbered section it appears in; beside another such line it
  // is its sibling.
  if (heading.style === 'titled' && top && !lettered.has(top.id) && !/^(?:[A-M]\.)?\d/.test(top.ref))
    return heading.rank;
  if (heading.style === 'task') {
    for (let k = stack.length - 1; k >= 0; k--) {
      const ref = (stack[k] as SectionNode).ref;
      if (/^(?:sub)?task /i.test(ref)) return (ranks[k] ?? 0) + heading.rank - rankOfTask(ref);
    }
    return /\d\.\d/.test(top.ref) && topRank >= heading.rank ? topRank + 0.5 : heading.rank;
  }
  // "12.1" after "11.0" is not inside it: with no "12.0" heading it takes 11.0's place.
  const outside = heading.style === 'numbered' ? otherBranch(heading.ref, stack) : -1;
  if (outside >= 0) return ranks[outside] ?? heading.rank;
  // "1.1" under "Task 1" is the task's own paragraph.
  const task = heading.style === 'numbered' ? taskOf(heading.ref, stack) : -1;
  if (task >= 0) return (ranks[task] ?? 0) + heading.rank - 41;
  if (heading.style !== 'numbered' || !/^\d{1,2}$/.test(heading.ref) || topRank < heading.rank)
    return heading.rank;
  // "2." after a nested "1." is its sibling.
  for (let k = stack.length - 1; k >= 0; k--) {
    if ((stack[k] as SectionNode).ref === String(Number(heading.ref) - 1)) return ranks[k] ?? heading.rank;
  }
  const m = top.ref.match(/^(\d{1,2})\.\d/);
  const continues = m && Number(m[1]) === Number(heading.ref) - 1;
  return /^[A-M]\.\d/.test(top.ref) || (m && !continues) ? topRank + 0.5 : heading.rank;
}

function otherBranch(ref: string, stack: SectionNode[]): number {
  const m = ref.match(/^(\d{1,2})\.\d/);
  if (!m) return -1;
  for (let k = stack.length - 1; k >= 0; k--) {
    const top = (stack[k] as SectionNode).ref.match(/^(\d{1,2})(?:\.\d{1,2})*$/);
    if (!top) continue;
    return top[1] !== m[1] &&
      Number(m[1]) > Number(top[1]) &&
      !/\./.test((stack[k] as SectionNode).ref.replace(/\.0$/, ''))
      ? k
      : -1;
  }
  return -1;
}

function taskOf(ref: string, stack: SectionNode[]): number {
  const m = ref.match(/^(\d{1,2})\.\d/);
  if (!m) return -1;
  for (let k = stack.length - 1; k >= 0; k--) {
    const t = (stack[k] as SectionNode).ref.match(/^Task (\d{1,2})$/);
    if (t) return Number(t[1]) === Number(m[1]) ? k : -1;
  }
  return -1;
}

function rankOfTask(ref: string): number {
  const num = ref.replace(/^\S+\s+/, '');
  return 40 + (ref.startsWith('Sub') ? 2 : num.split('.').length);
}

function letteredRank(
  heading: Heading,
  stack: SectionNode[],
  ranks: number[],
  lettered: Set<string>,
): number {
  const prev = String.fromCharCode(heading.ref.charCodeAt(0) - 1);
  for (let k = stack.length - 1; k >= 0; k--) {
    const node = stack[k] as SectionNode;
    if (lettered.has(node.id) && node.ref.slice(-1) === prev) return ranks[k] ?? heading.rank;
  }
  const topRank = ranks[ranks.length - 1];
  return topRank === undefined ? heading.rank : topRank + 0.5;
}
