import type { LabourCategory, SolicitationModel } from '../../solicitation/model';
import { clip } from '../text';
import type { PlanFrame } from './frame';
import type { PlanLine } from './lines';
import { unstatedLines } from './named-roster';
import type { SizingRule } from './review';

// Roles the documents name for the contractor to provide with no number ("counselors as needed",
// "the Government does not specify the number of ..."): a plan that drops them prices less work
// than the documents ask for, so each gets a line at an assumed fraction and a question.

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The roles of the model named with no number and no amount stated anywhere. */
export const uncountedRoles = (model: SolicitationModel): LabourCategory[] =>
  model.labourCategories.filter((c) => c.uncounted && c.stated.length === 0 && !c.site);

/**
 * Lines for the roles named with no number that no line of a plan staffs, at the named
 * categories' assumed fraction. A plan whose hours a stated effort or budget fixes gets none:
 * the stated total already pays for them; the question still asks.
 * @example
 * uncountedLines(lines, model, frame, 'stated-staffing').map((l) => l.lcat) // ['Intake Coordinator']
 */
export function uncountedLines(
  lines: PlanLine[],
  model: SolicitationModel,
  frame: PlanFrame,
  rule: SizingRule,
): PlanLine[] {
  // Hours per unit of all personnel hold the roles named with no number already.
  if (rule === 'stated-effort' || rule === 'budget' || lines.some((l) => l.inclusive)) return [];
  return unstatedLines(lines, uncountedRoles(model), model, frame);
}

/**
 * One question for the roles named with no number that the plan prices on an assumption.
 * @example
 * uncountedQuestions(model, lines) // ['Counselor, Intake Coordinator: named with no number stated (C.4.3: "...") ...']
 */
export function uncountedQuestions(model: SolicitationModel, lines: PlanLine[]): string[] {
  const roles = uncountedRoles(model);
  if (!roles.length) return [];
  const priced = roles.filter((c) => lines.some((l) => same(l.lcat, c.title) && l.source === 'assumed'));
  const first = roles[0] as LabourCategory;
  const names = roles.map((c) => c.title).join(', ');
  return [
    `${names}: named with no number stated (${first.ref || first.document}: "${clip(first.quote, 160)}")${priced.length ? '; the plan prices them at assumed fractions' : ''}. How many should offerors price, or what workload (cases, calls, hours) should size them?`,
  ];
}
