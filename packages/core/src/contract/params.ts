import { z } from 'zod';

/**
 * Path parameters of the routes under `/api/staffing/plans/:id`. Any id is accepted here; an
 * id that names none of the caller's plans is a 404 from the service.
 * @example
 * PlanIdParamsSchema.parse({ id: '0b6f...' }) // { id: '0b6f...' }
 */
export const PlanIdParamsSchema = z.object({ id: z.string() });
export type PlanIdParams = z.infer<typeof PlanIdParamsSchema>;

/**
 * A query parameter read leniently: its value when given once, `undefined` when absent or
 * repeated (browsers and Stripe add parameters the API does not read).
 * @example
 * optionalQueryString().parse(['a', 'b']) // undefined
 */
export function optionalQueryString() {
  return z.preprocess((value) => (typeof value === 'string' ? value : undefined), z.string().optional());
}
