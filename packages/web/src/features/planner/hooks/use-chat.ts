import {
  chatReplyText,
  type GeneratedPlan,
  isSendableMessage,
  isUsableUpdatedPlan,
  normalizeHistory,
  type PlanDiff,
  VALIDATION_MESSAGES,
} from '@staffplan/core';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { loadApi } from '../../../lib/api-lazy';
import { errorMessage } from '../../../lib/errors';
import { isEmptyDiff } from './use-plan-document';
import type { PlannerForm } from './use-planner-form';

export type ChatEntry = { role: 'user' | 'assistant'; content: string; diff?: PlanDiff };

/** The chat assistant: sends with the plan and documents, applies a valid updatedPlan. */
export function useChat(
  form: PlannerForm,
  plan: GeneratedPlan | null,
  planId: string | null,
  applyUpdate: (update: Record<string, unknown>, diff?: PlanDiff, message?: string) => PlanDiff | null,
) {
  const [messages, setMessages] = useState<ChatEntry[]>([]);
  const [busy, setBusy] = useState(false);

  const send = async (text: string) => {
    if (!isSendableMessage(text) || busy) return;
    const history = normalizeHistory(messages.map(({ role, content }) => ({ role, content })));
    setMessages((m) => [...m, { role: 'user', content: text }]);
    setBusy(true);
    try {
      const response = await (await loadApi()).chat({
        message: text,
        planData: plan ?? { tasks: [] },
        rfpText: form.rfpText,
        supportingDoc1: form.supportingDoc1,
        supportingDoc2: form.supportingDoc2,
        customInstructions: form.customInstructions,
        history,
        ...(planId ? { planId } : {}),
      });
      const reply: ChatEntry = { role: 'assistant', content: chatReplyText(response.message) };
      if (isUsableUpdatedPlan(response.updatedPlan)) {
        // The message is kept with the version it makes; a question changes nothing and makes none.
        const diff = applyUpdate(response.updatedPlan, response.diff, text);
        if (diff && !isEmptyDiff(diff)) {
          reply.diff = diff;
          toast.success('Staffing plan updated successfully');
        } else if (!diff) toast.error('Error', { description: VALIDATION_MESSAGES.invalidChatPlan });
      } else if (response.updatedPlan !== undefined) {
        toast.error('Error', { description: VALIDATION_MESSAGES.invalidChatPlan });
      }
      setMessages((m) => [...m, reply]);
    } catch (error) {
      const reason = errorMessage(error, '');
      toast.error('Error', { description: `Failed to send message: ${reason || 'Unknown error'}` });
    } finally {
      setBusy(false);
    }
  };

  /** Starts a new conversation (another plan was opened). */
  const reset = useCallback(() => setMessages([]), []);

  return { messages, busy, send, reset };
}
