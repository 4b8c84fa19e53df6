import { describe, expect, it } from 'vitest';
import { DRAFT_KEY, draftKey, purgeOtherDrafts, readDraft, writeDraft } from './drafts';

describe('planner drafts', () => {
  it('are kept per user e-mail as drafts (docs/product.md, Records: Draft)', () => {
    writeDraft('Ann@Example.com', {
      fteTarget: '12',
      rfpText: 'The contractor shall ...',
      supportingDoc1: '',
      supportingDoc2: '',
      customInstructions: '',
      documentNames: { primary: 'rfp.pdf' },
      planName: 'Guard services',
      loadedPlanData: { tasks: [] },
    });
    expect(localStorage.getItem(draftKey('ann@example.com'))).not.toBeNull();
    expect(readDraft('ann@example.com')).toMatchObject({ planName: 'Guard services', fteTarget: '12' });
    expect(readDraft('bob@example.com')).toBeNull();
  });

  it("purge other users' drafts and the generic draft, keeping the user's own and unrelated keys", () => {
    localStorage.setItem(DRAFT_KEY, '{}');
    localStorage.setItem(draftKey('bob@example.com'), '{}');
    localStorage.setItem(draftKey('ann@example.com'), '{"planName":"Mine"}');
    localStorage.setItem('has_subscription', 'true');
    purgeOtherDrafts('ann@example.com');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem(draftKey('bob@example.com'))).toBeNull();
    expect(readDraft('ann@example.com')?.planName).toBe('Mine');
    expect(localStorage.getItem('has_subscription')).toBe('true');
  });

  it('ignore an unreadable draft', () => {
    localStorage.setItem(draftKey('ann@example.com'), 'not json');
    expect(readDraft('ann@example.com')).toBeNull();
  });
});
