import { z } from 'zod';
import { AmendmentReportSchema } from '../schemas/amendment';
import { SavedPlanSchema } from '../schemas/plan';
import { MAX_UPLOAD_BYTES } from './limits';
import { PlanIdParamsSchema } from './params';
import { defineRoute } from './route';

/**
 * An amendment as stored with its plan: its id, when it was applied, and its report.
 * @example
 * StoredAmendmentSchema.parse({ id: 'a1', created_at: '2026-11-25T04:00:00.000Z', report })
 */
export const StoredAmendmentSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  report: AmendmentReportSchema,
});
export type StoredAmendment = z.infer<typeof StoredAmendmentSchema>;

/**
 * Answer of `POST /api/staffing/plans/:id/amendments`: the plan as now saved and what the
 * amendment changed (change list, staffing diff with causes, conflicts, open questions).
 * @example
 * const { plan, amendment } = AmendPlanResponseSchema.parse(body);
 */
export const AmendPlanResponseSchema = z.object({
  plan: SavedPlanSchema,
  amendment: StoredAmendmentSchema,
});
export type AmendPlanResponse = z.infer<typeof AmendPlanResponseSchema>;

/**
 * Answer of `GET /api/staffing/plans/:id/amendments`: the amendments applied, oldest first.
 * @example
 * AmendmentListSchema.parse([])
 */
export const AmendmentListSchema = z.array(StoredAmendmentSchema);
export type AmendmentList = z.infer<typeof AmendmentListSchema>;

/**
 * Amendments and Q&A added to a saved plan (issue 16). The document goes in the multipart
 * field `file` (as for `/api/upload`: PDF, Word, Excel, text or Markdown, at most
 * MAX_UPLOAD_BYTES), is read like the original documents, and the plan is re-estimated only
 * where it changed; the user's edits are kept.
 * @example
 * amendmentsRoutes.apply.path // '/api/staffing/plans/:id/amendments'
 */
export const amendmentsRoutes = {
  apply: defineRoute({
    name: 'amendments.apply',
    method: 'POST',
    path: '/api/staffing/plans/:id/amendments',
    summary:
      'Add an amendment or Q&A (multipart field "file") to a saved plan: re-estimate what it changed, keep every edit',
    auth: 'user',
    params: PlanIdParamsSchema,
    bodyKind: 'multipart',
    requestHeaders: {
      'If-Match':
        'The version (ETag) of the plan the amendment is added to: a newer plan answers 409 conflict.',
    },
    response: AmendPlanResponseSchema,
    responseHeaders: { ETag: 'The version just saved.' },
    errors: [
      'unauthorized',
      'subscription_required',
      'bad_request',
      'not_found',
      'conflict',
      'payload_too_large',
      'unsupported_media_type',
      'unprocessable',
    ],
    limits: { MAX_UPLOAD_BYTES },
  }),
  list: defineRoute({
    name: 'amendments.list',
    method: 'GET',
    path: '/api/staffing/plans/:id/amendments',
    summary: 'The amendments added to a plan, oldest first, each with its change list and staffing diff',
    auth: 'user',
    params: PlanIdParamsSchema,
    response: AmendmentListSchema,
    errors: ['unauthorized', 'not_found'],
  }),
} as const;
