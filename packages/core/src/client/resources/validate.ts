import type { z } from 'zod';
import { ValidationError } from '../errors';

/**
 * Validates a request body with core's schema before sending it; the product's own messages
 * ('Please enter a name for this plan') become a ValidationError.
 * @example
 * checked(CreatePlanRequestSchema, { name: ' ', rfp_text: 'x' }) // throws ValidationError
 */
export function checked<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationError(result.error.issues.map((issue) => issue.message));
}
