import type { Drivers, Section } from '../types';
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
  return {
    ...extractWorkload(sections),
    period: extractPeriod(sections),
    places: extractPlaces(sections),
    labourCategories: extractLabourCategories(sections),
    keyPersonnel: extractKeyPersonnel(sections),
    staffing: extractStatedStaffing(sections),
  };
}

export { annualHours } from './workload';
export { canonicalRole, splitCategoryNames } from './roles';
