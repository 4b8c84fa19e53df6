import {
  type AmendmentList,
  AmendmentListSchema,
  type AmendPlanResponse,
  AmendPlanResponseSchema,
} from '../../contract/amendments';
import { API_CONTRACT } from '../../contract/index';
import type { ApiContext } from '../api-context';
import type { RequestOptions } from '../options';
import { at } from './route-at';

/**
 * An amendment document to add to a plan: a browser File, or bytes with a name.
 * @example
 * const file: AmendmentFile = { file: new Blob([bytes]), name: 'Amendment 2.pdf' };
 */
export type AmendmentFile = File | { file: Blob; name: string };

/**
 * Adds amendments to a plan one after another, in the order given: each is uploaded to
 * `POST /api/staffing/plans/:id/amendments` and applied to the plan the previous one left.
 * @example
 * const steps = await amendPlan(api, id, [{ file: blob, name: 'A1.pdf' }]);
 */
export async function amendPlan(
  api: ApiContext,
  id: string,
  files: readonly AmendmentFile[],
  options?: RequestOptions,
): Promise<AmendPlanResponse[]> {
  const out: AmendPlanResponse[] = [];
  for (const f of files) {
    const form = new FormData();
    if ('file' in f) form.append('file', f.file, f.name);
    else form.append('file', f, f.name);
    out.push(
      await api.call({
        ...at(API_CONTRACT.amendments.apply, { id }),
        form,
        schema: AmendPlanResponseSchema,
        options,
      }),
    );
  }
  return out;
}

/**
 * The amendments added to a plan, oldest first, with their change lists and staffing diffs.
 * @example
 * const list = await listAmendments(api, id);
 */
export function listAmendments(
  api: ApiContext,
  id: string,
  options?: RequestOptions,
): Promise<AmendmentList> {
  return api.call({ ...at(API_CONTRACT.amendments.list, { id }), schema: AmendmentListSchema, options });
}
