import type { CoverageDriver, Drivers, PostRow, Section, StatedStaffing } from '../types';
import { extractPeriod } from './period';
import { extractPlaces } from './place';
import { extractKeyPersonnel, extractLabourCategories } from './roles';
import { extractStatedStaffing } from './staffing';
import { extractWorkload } from './workload';

/**
 * Workload drivers of the documents: counts with units, coverage windows, the period of
 * performance, places of performance, labour categories, key personnel and any staffing the
 * documents state themselves.
 * @example
 * extractDrivers([{ ref: '7.2', title: 'Period of Performance', text: 'The POP is 60 days with no option periods.', document: 'pws', start: 0 }]).period?.period.months // 2
 */
export function extractDrivers(sections: Section[]): Drivers {
  const workload = extractWorkload(sections);
  return {
    ...workload,
    period: extractPeriod(sections),
    places: extractPlaces(sections),
    labourCategories: extractLabourCategories(sections),
    keyPersonnel: extractKeyPersonnel(sections),
    staffing: extractStatedStaffing(sections) ?? postStaffing(workload.coverageWindows),
  };
}

/**
 * Posts the documents define with their hours ("three (3) guard posts 24 hours a day, 7 days a
 * week") are staffing stated by post: one row per post.
 * @example
 * postStaffing([{ label: '24x7', hoursPerDay: 24, daysPerWeek: 7, annualHours: 8760, function: 'posts', posts: 2, ref: 'C.5', quote: '...' }])?.form // 'hours'
 */
export function postStaffing(windows: CoverageDriver[]): StatedStaffing | null {
  const posts: PostRow[] = [];
  const seen = new Set<string>();
  const isPost = (w: CoverageDriver) =>
    Boolean(w.function && (w.staffed || /\b(guard posts?|posts?|patrols?)\b/.test(w.function)));
  // A function with a sentence stating its people on duty is read from that sentence only.
  const stated = new Set(windows.filter((w) => w.staffed).map((w) => w.function));
  for (const w of windows) {
    if (!isPost(w) || seen.has(w.quote) || (!w.staffed && stated.has(w.function))) continue;
    seen.add(w.quote);
    for (let i = 1; i <= w.posts; i++) {
      const name = `${w.function} ${w.posts > 1 ? `${i} of ${w.posts} ` : ''}(${w.ref})`;
      posts.push({
        name,
        hoursPerDay: w.hoursPerDay,
        daysPerWeek: w.daysPerWeek,
        annualHours: w.annualHours,
        ref: w.ref,
        quote: w.quote,
      });
    }
  }
  if (posts.length === 0) return null;
  const annualHours = posts.reduce((sum, p) => sum + p.annualHours, 0);
  const first = posts[0] as PostRow;
  return {
    form: 'hours',
    categories: [{ name: 'Posts', annualHours, posts, ref: first.ref, quote: first.quote }],
    ref: first.ref,
    quote: first.quote,
  };
}

export { annualHours } from './workload';
export { canonicalRole, splitCategoryNames } from './roles';
