import { AppError } from '../errors';
import type { AuthUser } from '../types';
import { PAST_DUE_MESSAGE } from './access';
import { type BillingContext, currentSubscription } from './context';
import { checkGenerationLimits, checkTokenLimit, type LimitVerdict } from './limits';
import { admitGeneration, releaseHold } from './holds';
import { incrementPlansUsed } from './repository';
import { snapshotOf, usageOf } from './usage';

export const GENERATE_REQUIRES_SUBSCRIPTION = 'An active subscription is required to generate plans.';

/** What a gated call is for; it picks the 403 message. */
export type UsePurpose = 'generate' | 'chat' | 'upload';

const REQUIRED: Record<UsePurpose, string> = {
  generate: GENERATE_REQUIRES_SUBSCRIPTION,
  chat: 'An active subscription is required to use the AI assistant.',
  upload: 'An active subscription is required to upload documents.',
};

function refuse(verdict: LimitVerdict): void {
  if (!verdict.ok) throw new AppError('limit_reached', verdict.message, verdict.extra);
}

/**
 * 403 without an active subscription (or while a payment is past due), 429 over the monthly
 * limits: plans of the tier for a generation, weighted tokens for generation and chat.
 */
export async function assertAllowed(ctx: BillingContext, user: AuthUser, purpose: UsePurpose): Promise<void> {
  const current = await currentSubscription(ctx, user.id);
  if (current.access.kind === 'none') {
    throw new AppError('subscription_required', REQUIRED[purpose], { hasSubscription: false });
  }
  if (current.access.kind === 'suspended') {
    throw new AppError('subscription_required', PAST_DUE_MESSAGE, {
      hasSubscription: true,
      status: 'past_due',
    });
  }
  if (purpose === 'upload') return;
  const usage = await usageOf(ctx, user.id, current);
  if (purpose === 'generate') {
    refuse(checkGenerationLimits(snapshotOf(usage)));
    await admitGeneration(ctx, user, usage.resetDate);
    return;
  }
  refuse(checkTokenLimit(snapshotOf(usage)));
}

/** Counts a generated plan (one atomic increment) and frees the hold its admission took. */
export async function countGeneratedPlan(ctx: BillingContext, user: AuthUser): Promise<void> {
  await incrementPlansUsed(ctx.db.kysely, user.id, ctx.clock());
  await releaseHold(ctx, user.id);
}
