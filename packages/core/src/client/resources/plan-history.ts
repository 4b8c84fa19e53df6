import { type SavedPlan, SavedPlanSchema } from '../../schemas/plan';
import {
  type PlanHistory,
  PlanHistorySchema,
  type PlanHistoryStep,
  PlanHistoryStepSchema,
} from '../../schemas/plan-version';
import { API_CONTRACT } from '../../contract/index';
import type { ApiContext } from '../api-context';
import type { RequestOptions } from '../options';
import { at } from './route-at';
import { checked } from './validate';
import { UpdatePlanRequestSchema } from '../../schemas/plan';

/**
 * A plan as a document: rename it, read its version history, undo and redo. The history is
 * the server's, so it is the same in every tab, in the CLI and after a reload.
 * @example
 * const { step } = await client.plans.undo(id);
 * console.log(`Undid: ${step.message ?? step.summary}`);
 */
export class PlanHistoryMethods {
  constructor(protected readonly api: ApiContext) {}

  /**
   * Renames a plan; its tasks and history stay as they are.
   * @example
   * await client.plans.rename(id, 'Guard services (rev 2)');
   */
  async rename(id: string, name: string, options?: RequestOptions): Promise<SavedPlan> {
    return this.api.call({
      ...at(API_CONTRACT.plans.update, { id }),
      json: checked(UpdatePlanRequestSchema, { id, name }),
      schema: SavedPlanSchema,
      options,
    });
  }

  /**
   * The plan's versions, newest first, each with its source (generated, chat, edit), its
   * message and what changed; `undo` and `redo` name what those would do (or null).
   * @example
   * const { versions, undo } = await client.plans.versions(id);
   * if (undo) console.log(`Undo would take back: ${undo.message ?? undo.summary}`);
   */
  async versions(id: string, options?: RequestOptions): Promise<PlanHistory> {
    return this.api.call({ ...at(API_CONTRACT.plans.versions, { id }), schema: PlanHistorySchema, options });
  }

  /**
   * Takes back the latest edit and saves the version before it. ConflictError when there is
   * nothing to undo.
   * @example
   * const { plan, step } = await client.plans.undo(id); // step: the version undone
   */
  async undo(id: string, options?: RequestOptions): Promise<PlanHistoryStep> {
    return this.api.call({ ...at(API_CONTRACT.plans.undo, { id }), schema: PlanHistoryStepSchema, options });
  }

  /**
   * Brings back the edit undone last. ConflictError when there is nothing to redo.
   * @example
   * const { plan, step } = await client.plans.redo(id); // step: the version redone
   */
  async redo(id: string, options?: RequestOptions): Promise<PlanHistoryStep> {
    return this.api.call({ ...at(API_CONTRACT.plans.redo, { id }), schema: PlanHistoryStepSchema, options });
  }
}
