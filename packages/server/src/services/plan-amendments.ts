import {
  type ApplyAmendmentInput,
  amendmentLabel,
  applyAmendment,
  type CreatePlanRequest,
  type GeneratedPlan,
  planAmendments,
  type StoredAmendment,
} from '@staffplan/core';
import type { AppDeps } from '../deps';
import type { PlanRow } from '../db/schema';
import { AppError } from '../errors';
import { toEstimatorInput } from '../generation/documents';
import type { AuthUser } from '../types';
import { recordVersion } from './plan-history';
import { assertVersion } from './plan-version';
import { getPlan, presentPlan, totalsOf, updatePlan } from './plans';

const HOUR_MS = 3_600_000;

type AmendmentRow = {
  id: string;
  name: string;
  text: string | null;
  report: Record<string, unknown>;
  generated_plan: Record<string, unknown>;
  created_at: Date;
};

function present(row: Pick<AmendmentRow, 'id' | 'report' | 'created_at'>): StoredAmendment {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    report: row.report as StoredAmendment['report'],
  };
}

async function rowsOf(deps: Pick<AppDeps, 'db'>, ownerId: string, planId: string): Promise<AmendmentRow[]> {
  return deps.db.kysely
    .selectFrom('plan_amendments')
    .select(['id', 'name', 'text', 'report', 'generated_plan', 'created_at'])
    .where('owner_id', '=', ownerId)
    .where('plan_id', '=', planId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/**
 * The amendments added to the owner's plan, oldest first (404 for another user's plan).
 * @example
 * const list = await listPlanAmendments(deps, user.id, planId);
 */
export async function listPlanAmendments(
  deps: Pick<AppDeps, 'db'>,
  ownerId: string,
  planId: string,
): Promise<StoredAmendment[]> {
  await getPlan(deps.db, ownerId, planId);
  return (await rowsOf(deps, ownerId, planId)).map(present);
}

/** The stored amendments the plan still reflects (an undo may have stepped back over some). */
function stillApplied(rows: AmendmentRow[], plan: GeneratedPlan): AmendmentRow[] {
  const listed = planAmendments(plan);
  return rows.filter((r) => {
    const at = (r.report.amendment as { appliedAt?: string } | undefined)?.appliedAt;
    return listed.some((a) => a.name === r.name && a.appliedAt === at);
  });
}

/**
 * Adds an amendment or Q&A to the owner's plan: reads the file like an upload (same
 * extraction and limits), applies it with core's applyAmendment over the plan's documents and
 * the amendments it already reflects, saves the plan (only over the version `expected`, when
 * given), keeps the amendment with its report and records a plan version (source
 * 'amendment') that undo can step back over. 422 when the plan's documents were removed by
 * the retention sweep or the file holds no text.
 * @example
 * const { plan, amendment } = await amendSavedPlan(deps, user, planId, { fileName: 'A2.pdf', bytes });
 */
export async function amendSavedPlan(
  deps: Pick<AppDeps, 'db' | 'documents' | 'clock' | 'config' | 'generator'>,
  user: AuthUser,
  planId: string,
  upload: { fileName: string; bytes: Uint8Array },
  expected?: Date,
): Promise<{ row: PlanRow; stored: StoredAmendment }> {
  const existing = await getPlan(deps.db, user.id, planId);
  assertVersion(existing, expected);
  if (existing.rfp_text === null || existing.rfp_text.trim() === '')
    throw new AppError(
      'unprocessable',
      "This plan's document texts were removed after the retention period; generate the plan again from its documents to add an amendment.",
    );
  const extracted = await deps.documents.extract(upload.bytes, { fileName: upload.fileName, transfer: true });
  if (extracted.text.trim() === '')
    throw new AppError('unprocessable', `No text could be read from ${upload.fileName}.`);
  const plan = existing.generated_plan as GeneratedPlan;
  const applied = stillApplied(await rowsOf(deps, user.id, planId), plan);
  const documents = toEstimatorInput(presentPlan(existing) as unknown as CreatePlanRequest);
  const now = deps.clock();
  const last = applied.at(-1);
  const input: ApplyAmendmentInput = {
    documents,
    applied: applied.map((r) => ({ name: r.name, text: r.text ?? '' })),
    amendment: { name: upload.fileName, text: extracted.text },
    plan,
    ...(last ? { generated: last.generated_plan as GeneratedPlan } : {}),
    appliedAt: now.toISOString(),
  };
  // In a generation worker (time and memory limits, the event loop free) when the generator has them.
  const result = deps.generator.amend ? await deps.generator.amend({ user, input }) : applyAmendment(input);
  const saved = await updatePlan(
    deps.db,
    user.id,
    planId,
    { generated_plan: JSON.stringify(result.plan), ...totalsOf(result.plan) },
    expected ?? existing.updated_at,
  );
  const { plan: _plan, generated, ...report } = result;
  const row = await deps.db.kysely
    .insertInto('plan_amendments')
    .values({
      plan_id: planId,
      owner_id: user.id,
      name: upload.fileName,
      kind: result.amendment.kind,
      text: extracted.text,
      report: JSON.stringify(report),
      generated_plan: JSON.stringify(generated),
      texts_expire_at:
        existing.texts_expire_at ?? new Date(now.getTime() + deps.config.documentRetentionHours * HOUR_MS),
    })
    .returning(['id', 'report', 'created_at'])
    .executeTakeFirstOrThrow();
  await recordVersion(deps.db, user.id, existing, saved, {
    source: 'amendment',
    message: `${amendmentLabel(result.amendment)} (${result.amendment.summary})`,
  });
  return { row: saved, stored: present(row) };
}
