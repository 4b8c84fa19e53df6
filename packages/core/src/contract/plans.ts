import { OkResponseSchema } from '../schemas/common';
import {
  CreatePlanRequestSchema,
  CreatePlanResponseSchema,
  PLAN_PAGE_DEFAULT_LIMIT,
  PLAN_PAGE_MAX_LIMIT,
  PlanListQuerySchema,
  PlanListResponseSchema,
  SavedPlanSchema,
  UpdatePlanRequestSchema,
} from '../schemas/plan';
import { PlanHistorySchema, PlanHistoryStepSchema } from '../schemas/plan-version';
import { CUSTOM_INSTRUCTIONS_MAX_CHARS, PLAN_NAME_MAX_CHARS, UNDO_LIMIT } from './limits';
import { PlanIdParamsSchema } from './params';
import { defineRoute } from './route';

/** The 403/429/409/413/422/502 a generation can end in (the estimator and the model). */
const GENERATION_ERRORS = [
  'subscription_required',
  'limit_reached',
  'conflict',
  'payload_too_large',
  'context_too_large',
  'unprocessable',
  'internal_error',
  'upstream_error',
] as const;

/**
 * Saved plans: every call is scoped to the caller; another user's id answers 404. Creating
 * a plan generates it (the thinking socket streams the work).
 * @example
 * plansRoutes.get.path // '/api/staffing/plans/:id'
 */
export const plansRoutes = {
  list: defineRoute({
    name: 'plans.list',
    method: 'GET',
    path: '/api/staffing/plans',
    summary: 'Saved plans (summaries), most recently updated first, one page at a time',
    auth: 'user',
    query: PlanListQuerySchema,
    response: PlanListResponseSchema,
    responseHeaders: {
      Link: 'RFC 8288 `<...>; rel="next"` while more plans follow (same limit, next cursor).',
      'X-Total-Count': "The number of the caller's plans.",
      ETag: 'On the default first page: send it back as If-None-Match for a 304.',
    },
    errors: ['unauthorized', 'bad_request'],
    limits: { PLAN_PAGE_DEFAULT_LIMIT, PLAN_PAGE_MAX_LIMIT },
  }),
  create: defineRoute({
    name: 'plans.create',
    method: 'POST',
    path: '/api/staffing/plans',
    summary: 'Generate a plan from the documents and save it',
    auth: 'user',
    body: CreatePlanRequestSchema,
    response: CreatePlanResponseSchema,
    errors: ['unauthorized', 'bad_request', ...GENERATION_ERRORS],
    limits: { PLAN_NAME_MAX_CHARS, CUSTOM_INSTRUCTIONS_MAX_CHARS },
  }),
  get: defineRoute({
    name: 'plans.get',
    method: 'GET',
    path: '/api/staffing/plans/:id',
    summary: 'One saved plan',
    auth: 'user',
    params: PlanIdParamsSchema,
    response: SavedPlanSchema,
    responseHeaders: { ETag: "The plan's version: send it as If-Match with the next PATCH." },
    errors: ['unauthorized', 'not_found'],
  }),
  update: defineRoute({
    name: 'plans.update',
    method: 'PATCH',
    path: '/api/staffing/plans/:id',
    summary:
      'Edit or rename a plan, or regenerate it (document text sent, no generated_plan, name unchanged); each change of its tasks is a version',
    auth: 'user',
    params: PlanIdParamsSchema,
    body: UpdatePlanRequestSchema,
    requestHeaders: {
      'If-Match': 'The version (ETag) the edit is based on: a newer plan answers 409 conflict.',
    },
    response: SavedPlanSchema,
    responseHeaders: { ETag: 'The version just saved.' },
    errors: ['unauthorized', 'bad_request', 'not_found', ...GENERATION_ERRORS],
  }),
  versions: defineRoute({
    name: 'plans.versions',
    method: 'GET',
    path: '/api/staffing/plans/:id/versions',
    summary:
      "A plan's version history: each version's source, message and what changed; what undo and redo would do",
    auth: 'user',
    params: PlanIdParamsSchema,
    response: PlanHistorySchema,
    errors: ['unauthorized', 'not_found'],
    limits: { UNDO_LIMIT },
  }),
  undo: defineRoute({
    name: 'plans.undo',
    method: 'POST',
    path: '/api/staffing/plans/:id/undo',
    summary: 'Take back the latest edit (the version before it is saved again); 409 when there is none',
    auth: 'user',
    params: PlanIdParamsSchema,
    response: PlanHistoryStepSchema,
    responseHeaders: { ETag: 'The version just saved.' },
    errors: ['unauthorized', 'not_found', 'conflict'],
    limits: { UNDO_LIMIT },
  }),
  redo: defineRoute({
    name: 'plans.redo',
    method: 'POST',
    path: '/api/staffing/plans/:id/redo',
    summary:
      'Bring back the edit undone last; 409 when there is none (a new edit clears what redo could bring back)',
    auth: 'user',
    params: PlanIdParamsSchema,
    response: PlanHistoryStepSchema,
    responseHeaders: { ETag: 'The version just saved.' },
    errors: ['unauthorized', 'not_found', 'conflict'],
  }),
  delete: defineRoute({
    name: 'plans.delete',
    method: 'DELETE',
    path: '/api/staffing/plans/:id',
    summary: 'Delete a plan',
    auth: 'user',
    params: PlanIdParamsSchema,
    response: OkResponseSchema,
    errors: ['unauthorized', 'not_found'],
  }),
} as const;
