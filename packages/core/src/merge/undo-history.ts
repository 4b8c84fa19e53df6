import type { GeneratedPlan } from '../schemas/plan';

/**
 * Versions the planner keeps for undo (docs/product.md, Limits).
 * @example
 * new UndoHistory(UNDO_LIMIT) // keeps the last 10 versions
 */
export const UNDO_LIMIT = 10;

/**
 * The last versions of a plan for undo, newest last, at most `limit` (10) of them. Versions
 * are copied on the way in and out, so later edits of a plan never change its history.
 * @example
 * const history = new UndoHistory();
 * history.push(plan);           // before applying a chat edit
 * const next = mergePlan(plan, update);
 * history.undo();               // plan again
 */
export class UndoHistory<T = GeneratedPlan> {
  readonly #limit: number;
  #versions: T[] = [];

  constructor(limit: number = UNDO_LIMIT) {
    this.#limit = Math.max(1, Math.floor(limit));
  }

  /**
   * Records a version, dropping the oldest beyond the limit.
   * @example
   * history.push(plan)
   */
  push(version: T): void {
    this.#versions.push(structuredClone(version));
    if (this.#versions.length > this.#limit) this.#versions.splice(0, this.#versions.length - this.#limit);
  }

  /**
   * Takes the most recent version back out, or undefined when there is none.
   * @example
   * const previous = history.undo()
   */
  undo(): T | undefined {
    const version = this.#versions.pop();
    return version === undefined ? undefined : structuredClone(version);
  }

  /**
   * Whether a version is there to undo to.
   * @example
   * if (history.canUndo) history.undo()
   */
  get canUndo(): boolean {
    return this.#versions.length > 0;
  }

  /**
   * How many versions are kept.
   * @example
   * history.size // 0..10
   */
  get size(): number {
    return this.#versions.length;
  }

  /**
   * Forgets every version (a different plan was loaded).
   * @example
   * history.clear()
   */
  clear(): void {
    this.#versions = [];
  }
}
