import { type Draft, DraftSchema } from '@staffplan/core';
import { getItem, removeItem, setItem } from '../../../lib/storage';

/** The generic (no user) draft key; per-user drafts append the e-mail. */
export const DRAFT_KEY = 'staffing_planner_draft';

export function draftKey(email: string): string {
  return `${DRAFT_KEY}_${email.toLowerCase()}`;
}

/** Reads the user's draft, or null when there is none or it is unreadable. */
export function readDraft(email: string): Draft | null {
  const raw = getItem(draftKey(email));
  if (!raw) return null;
  try {
    const parsed = DraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(email: string, draft: Draft): void {
  try {
    setItem(draftKey(email), JSON.stringify(draft));
  } catch {
    // storage full: drafts are a convenience
  }
}

/** Removes the generic draft and every other user's draft (docs/product.md, Journeys and rules). */
export function purgeOtherDrafts(email: string): void {
  const keep = draftKey(email);
  const doomed: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(DRAFT_KEY) && key !== keep) doomed.push(key);
    }
  } catch {
    return;
  }
  for (const key of doomed) removeItem(key);
}
