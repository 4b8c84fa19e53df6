function isoDate(date: Date | string): string {
  if (typeof date === 'string') {
    const match = /^\d{4}-\d{2}-\d{2}/.exec(date.trim());
    if (match) return match[0];
    return isoDate(new Date(date));
  }
  return Number.isNaN(date.getTime()) ? 'undated' : date.toISOString().slice(0, 10);
}

const FORBIDDEN = new Set(['\\', '/', ':', '*', '?', '"', '<', '>', '|']);

/**
 * The plan name made safe for a file name: spaces become underscores, characters that file
 * systems refuse are dropped.
 * @example
 * fileSafeName(' Guard services: HQ/East ') // 'Guard_services_HQEast'
 */
export function fileSafeName(name: string): string {
  const kept = [...name.trim()].filter(
    (ch) => !FORBIDDEN.has(ch) && ch.charCodeAt(0) > 31 && ch !== '\u007f',
  );
  const cleaned = kept.join('').replace(/\s+/g, '_');
  return cleaned === '' ? 'Untitled' : cleaned;
}

/**
 * The export file name of docs/product.md, Limits: `{plan name with underscores}_staffing_plan_{date}.{ext}`
 * with the date as YYYY-MM-DD (UTC). The date is an argument: core reads no clock.
 * @example
 * exportFileName('Guard services', new Date('2026-11-22T10:00:00Z'), 'csv') // 'Guard_services_staffing_plan_2026-11-22.csv'
 */
export function exportFileName(planName: string, date: Date | string, ext: 'csv' | 'xlsx'): string {
  return `${fileSafeName(planName)}_staffing_plan_${isoDate(date)}.${ext}`;
}

/**
 * The file name of the AI thinking process download: `thinking-process-{date}.txt`.
 * @example
 * thinkingProcessFileName(new Date('2026-11-22T10:00:00Z')) // 'thinking-process-2026-11-22.txt'
 */
export function thinkingProcessFileName(date: Date | string): string {
  return `thinking-process-${isoDate(date)}.txt`;
}
