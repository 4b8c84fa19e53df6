import type { DocumentNames, Draft } from '@staffplan/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { purgeOtherDrafts, readDraft, writeDraft } from './drafts';

/** Purges other users' drafts and reads this user's (once per mount). */
export function useInitialDraft(email: string): Draft | null {
  const [draft] = useState(() => {
    purgeOtherDrafts(email);
    return readDraft(email);
  });
  return draft;
}

export type PlannerForm = {
  fteTarget: string;
  rfpText: string;
  supportingDoc1: string;
  supportingDoc2: string;
  customInstructions: string;
  documentNames: DocumentNames;
  planName: string;
};

export const EMPTY_FORM: PlannerForm = {
  fteTarget: '',
  rfpText: '',
  supportingDoc1: '',
  supportingDoc2: '',
  customInstructions: '',
  documentNames: {},
  planName: '',
};

/**
 * The planner's form fields, kept as a draft per user e-mail (other users' drafts and the
 * generic draft purged). `loadedPlanData` of the draft is the plan on screen, `loadedPlanId` the
 * saved plan it is (so a reload keeps its undo and redo).
 */
export function usePlannerForm(
  email: string,
  initial: Draft | null,
  plan: unknown,
  loadedId?: string | null,
) {
  const [form, setForm] = useState<PlannerForm>(() => (initial ? { ...EMPTY_FORM, ...initial } : EMPTY_FORM));
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => {
      const draft: Draft = {
        ...form,
        ...(plan ? { loadedPlanData: plan } : {}),
        ...(plan && loadedId ? { loadedPlanId: loadedId } : {}),
      };
      writeDraft(email, draft);
    }, 300);
    return () => clearTimeout(saveTimer.current);
  }, [email, form, plan, loadedId]);

  const update = useCallback(<K extends keyof PlannerForm>(key: K, value: PlannerForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
  }, []);

  return { form, setForm, update };
}
