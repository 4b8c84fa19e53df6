import { z } from 'zod';
import { DocumentNamesSchema } from './plan';

/**
 * A planner draft kept in the browser per user e-mail (docs/product.md, Records: Draft).
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
  /** The saved plan on screen, so a reload keeps its undo and redo (the history is the server's). */
  loadedPlanId: z.string().optional(),
});
export type Draft = z.infer<typeof DraftSchema>;
