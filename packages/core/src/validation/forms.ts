import type { Task } from '../schemas/plan';
import type { Tier } from '../schemas/subscription';
import { alreadySubscribedMessage, type FieldError, VALIDATION_MESSAGES, type Validation } from './messages';

/**
 * What the planner's Generate button sends, once validated.
 * @example
 * const value: GenerateFormValue = { rfpText: 'The contractor shall ...', planName: 'Guard', fteTarget: 12 };
 */
export interface GenerateFormValue {
  rfpText: string;
  planName: string;
  fteTarget: number | null;
}

/**
 * The generate form (docs/product.md, Messages users see): primary RFP text required, plan name required after
 * trimming, FTE target an optional number (sent as a number).
 * @example
 * validateGenerateForm({ rfpText: '', planName: ' ' })
 * // { ok: false, errors: [{ field: 'rfpText', message: 'Please upload a primary RFP document' }, { field: 'planName', message: 'Please enter a name for this plan' }] }
 * validateGenerateForm({ rfpText: 'The contractor shall ...', planName: ' Guard ', fteTarget: '12' })
 * // { ok: true, value: { rfpText: 'The contractor shall ...', planName: 'Guard', fteTarget: 12 } }
 */
export function validateGenerateForm(form: {
  rfpText: string | null | undefined;
  planName: string | null | undefined;
  fteTarget?: string | number | null | undefined;
}): Validation<GenerateFormValue> {
  const errors: FieldError[] = [];
  const rfpText = form.rfpText ?? '';
  const planName = (form.planName ?? '').trim();
  if (rfpText.trim() === '') errors.push({ field: 'rfpText', message: VALIDATION_MESSAGES.rfpRequired });
  if (planName === '') errors.push({ field: 'planName', message: VALIDATION_MESSAGES.planNameRequired });
  const raw = typeof form.fteTarget === 'string' ? form.fteTarget.trim() : form.fteTarget;
  const fte = raw === '' || raw === null || raw === undefined ? null : Number(raw);
  const fteTarget = fte !== null && Number.isFinite(fte) && fte > 0 ? fte : null;
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { rfpText, planName, fteTarget } };
}

/**
 * The change-tier request: a tier chosen, different from the current one, and a
 * subscription id.
 * @example
 * validateChangeTier({ tier: 'professional', currentTier: 'professional', subscriptionId: 'sub_1' })
 * // { ok: false, errors: [{ field: 'tier', message: 'You are already subscribed to the professional tier' }] }
 */
export function validateChangeTier(input: {
  tier: Tier | null | undefined;
  currentTier: Tier | null | undefined;
  subscriptionId: string | null | undefined;
}): Validation<{ tier: Tier; subscriptionId: string }> {
  const { tier, currentTier, subscriptionId } = input;
  if (!tier) return { ok: false, errors: [{ field: 'tier', message: VALIDATION_MESSAGES.tierRequired }] };
  if (tier === currentTier)
    return { ok: false, errors: [{ field: 'tier', message: alreadySubscribedMessage(tier) }] };
  if (!subscriptionId) {
    return {
      ok: false,
      errors: [{ field: 'subscriptionId', message: VALIDATION_MESSAGES.subscriptionIdRequired }],
    };
  }
  return { ok: true, value: { tier, subscriptionId } };
}

/**
 * Export needs at least one task; returns the product's message or null.
 * @example
 * validateExport([]) // 'No data available to export.'
 */
export function validateExport(tasks: readonly Task[] | null | undefined): string | null {
  return tasks && tasks.length > 0 ? null : VALIDATION_MESSAGES.noExportData;
}
