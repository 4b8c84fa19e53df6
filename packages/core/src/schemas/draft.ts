import { z } from 'zod';
import { DocumentNamesSchema } from './plan';

/**
 * A planner draft kept in the browser per user e-mail (SPEC section 3 "Draft").
 * @example
 * DraftSchema.parse({ planName: 'Guard services' })
 */
export const DraftSchema = z.object({
  fteTarget: z.string().default(''),
  rfpText: z.string().default(''),
  supportingDoc1: z.string().default(''),
  supportingDoc2: z.string().default(''),
  customInstructions: z.string().default(''),
  documentNames: DocumentNamesSchema.default({}),
  planName: z.string().default(''),
  loadedPlanData: z.unknown().optional(),
});
export type Draft = z.infer<typeof DraftSchema>;
