import type { SectionNode, TaskArea } from '../model';
import type { TextDocument } from '../parts';

// A CLIN line that names a task: "0001   Task 01 - Application Support and Operations   12 MO".
const CLIN_TASK =
  /^\s*(?:\d{4}[A-Z]{0,2}\s+)?Task\s+(\d{1,3})\s*(\((?:Optional|Option)\))?\s*[-–—:]\s*(.+?)(?:\s{3,}.*)?$/gim;
// The same inside flattened page text, where only the CLIN number marks the row.
const INLINE_CLIN_TASK =
  /\s\d{4}[A-Z]{0,2}\s+Task\s+(\d{1,3})\s*(\((?:Optional|Option)\))?\s*[-–—:]\s*(.{3,100}?)(?=\s+\d+(?:\.\d+)?\s+(?:MO|MOS|EA|DA|LO|LOT|HRS?|YR|JB)\b|\s+Firm Fixed|\s{3,}|\n|$)/g;

/**
 * Task areas named by the CLIN schedule when no work statement was uploaded: each task
 * number once (optional tasks left out), with its title as the schedule gives it (without requirements).
 * @example
 * clinTaskAreas([{ name: 'rfq', index: 0, text: '0001   Task 01 - Help Desk   12 MO\n0002   Task 02 - Network   12 MO' }], []).map((t) => t.title) // ['Help Desk', 'Network']
 */
export function clinTaskAreas(docs: TextDocument[], sections: SectionNode[]): TaskArea[] {
  const seen = new Set<string>();
  const out: TaskArea[] = [];
  for (const doc of docs) {
    const lines = [...doc.text.matchAll(CLIN_TASK)];
    for (const m of lines.length ? lines : doc.text.matchAll(INLINE_CLIN_TASK)) {
      const num = String(Number(m[1]));
      // The quantity and unit columns follow the title ("Network - LAN 12 MO").
      const title = (m[3] ?? '')
        .replace(/\s+/g, ' ')
        .replace(/\s+\d+(?:\.\d+)?\s+(?:MO|MOS|MONTHS?|EA|DA|DAYS?|LO|LOT|HRS?|YR|JB|JOB)\b.*$/i, '')
        .trim();
      // Optional tasks (surge, trigger points) are priced apart, not staffed as baseline work.
      if (m[2] || seen.has(num) || !title || title.length > 120) continue;
      seen.add(num);
      const at = m.index ?? 0;
      const section = sections.filter((s) => s.document === doc.name && s.start <= at && at < s.end).pop();
      out.push({
        id: `ta${out.length + 1}`,
        ref: `Task ${num}`,
        title,
        sectionId: section?.id ?? '',
        document: doc.name,
        requirementIds: [],
      });
    }
  }
  return out.length >= 2 ? out : [];
}
