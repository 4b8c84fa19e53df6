import {
  type ChatMessage,
  describeDiff,
  diffPlans,
  type GeneratedPlan,
  mergePlan,
  normalizePlan,
  type PlanChange,
  planView,
  type SavedPlan,
  UndoHistory,
} from '@staffplan/core';
import type { StaffPlanClient } from '@staffplan/core/client';
import { ApiError } from '@staffplan/core/client';
import { type ExportFormat, writeExport } from '../commands/export-file';
import { CHAT_HELP, slashProblem } from './slash-commands';

export { CHAT_HELP };

/** A line of the chat transcript: a message, or a notice of the app itself. */
export type ChatLine =
  | { kind: 'user' | 'assistant'; text: string }
  | { kind: 'notice'; tone: 'success' | 'error' | 'info'; text: string }
  | { kind: 'diff'; text: string };

/** What the chat view shows. */
export interface ChatState {
  name: string;
  plan: GeneratedPlan;
  lines: ChatLine[];
  busy: boolean;
  undoSize: number;
}

/**
 * The chat session without any UI: sends requests, applies updates with core's mergePlan,
 * keeps 10 versions for /undo, auto-saves and exports. Both the Ink view and the line mode
 * (piped stdin) drive it.
 * @example
 * const chat = new ChatController(client, saved);
 * await chat.submit('Add a QA Engineer for 500 hours');
 * await chat.submit('/undo');
 */
export class ChatController {
  private state: ChatState;
  private readonly history = new UndoHistory();
  private readonly messages: ChatMessage[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly client: StaffPlanClient,
    private readonly saved: SavedPlan,
  ) {
    const normalized = normalizePlan(saved.generated_plan);
    const plan = normalized.ok ? normalized.value : saved.generated_plan;
    this.state = { name: saved.name, plan, lines: [], busy: false, undoSize: 0 };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): ChatState => this.state;

  private update(patch: Partial<ChatState>, ...lines: ChatLine[]): void {
    this.state = {
      ...this.state,
      ...patch,
      lines: [...this.state.lines, ...lines],
      undoSize: this.history.size,
    };
    for (const listener of this.listeners) listener();
  }

  /** Totals of the current plan. @example chat.totals().totalHours */
  totals() {
    return planView(this.state.plan).totals;
  }

  /** Handles one input line; answers 'quit' when the session should end. */
  async submit(input: string): Promise<'quit' | undefined> {
    const text = input.trim();
    if (!text || this.state.busy) return undefined;
    const [typed = '', ...args] = text.split(/\s+/);
    const problem = typed.startsWith('/') ? slashProblem(typed, args) : null;
    if (problem) this.update({}, { kind: 'notice', tone: 'error', text: problem });
    else if (/^\/(quit|exit)$/i.test(typed)) return 'quit';
    else if (/^\/undo$/i.test(typed)) await this.undo();
    else if (/^\/save$/i.test(typed)) await this.save('Saved.');
    else if (/^\/export$/i.test(typed)) await this.export(args[0], args[1]);
    else if (/^\/help$/i.test(typed)) this.update({}, { kind: 'notice', tone: 'info', text: CHAT_HELP });
    else await this.send(text);
    return undefined;
  }

  private async send(message: string): Promise<void> {
    this.update({ busy: true }, { kind: 'user', text: message });
    const before = this.state.plan;
    try {
      const answer = await this.client.chat.send({
        message,
        planData: before,
        rfpText: this.saved.rfp_text,
        supportingDoc1: this.saved.supporting_doc1,
        supportingDoc2: this.saved.supporting_doc2,
        customInstructions: this.saved.custom_instructions,
        history: this.messages,
        planId: this.saved.id,
      });
      this.messages.push({ role: 'user', content: message }, { role: 'assistant', content: answer.message });
      const merged =
        Object.keys(answer.updatedPlan).length > 0 ? mergePlan(before, answer.updatedPlan) : null;
      if (!merged?.ok) {
        this.update(
          { busy: false },
          { kind: 'assistant', text: answer.message },
          {
            kind: 'notice',
            tone: 'error',
            text: 'Received invalid plan data. Could not update staffing plan.',
          },
        );
        return;
      }
      const diff = answer.diff ?? diffPlans(before, merged.value);
      const noTaskChange =
        diff.added.length + diff.removed.length + diff.changed.length === 0 &&
        diff.hoursBefore === diff.hoursAfter;
      // A chat pricing edit ("fee 8%") changes no task but is still a change to apply and save.
      const samePricing = JSON.stringify(merged.value.pricing) === JSON.stringify(before.pricing);
      if (noTaskChange && samePricing) {
        // A question or an explanation: nothing to apply, save or undo.
        this.update({ busy: false }, { kind: 'assistant', text: answer.message });
        return;
      }
      this.history.push(before);
      const lines: ChatLine[] = [{ kind: 'assistant', text: answer.message }];
      if (!noTaskChange) lines.push({ kind: 'diff', text: describeDiff(diff) });
      this.update({ plan: merged.value }, ...lines);
      await this.save('Staffing plan updated successfully', { source: 'chat', message });
    } catch (error) {
      const reason = error instanceof ApiError ? error.error : error instanceof Error ? error.message : '';
      this.update(
        {},
        { kind: 'notice', tone: 'error', text: `Failed to send message: ${reason || 'Unknown error'}` },
      );
    } finally {
      this.update({ busy: false });
    }
  }

  private async undo(): Promise<void> {
    const previous = this.history.undo();
    if (!previous) {
      this.update({}, { kind: 'notice', tone: 'info', text: 'Nothing to undo.' });
      return;
    }
    const diff = diffPlans(this.state.plan, previous);
    this.update({ plan: previous }, { kind: 'diff', text: `Undo: ${describeDiff(diff)}` });
    await this.save(`Restored the previous version (${this.history.size} more to undo).`, {
      source: 'edit',
      message: '/undo in chat',
    });
  }

  /** Saves the plan on screen; `change` is what the plan's version history records of it. */
  private async save(success: string, change?: PlanChange): Promise<void> {
    this.update({ busy: true });
    try {
      await this.client.plans.update(this.saved.id, {
        generated_plan: this.state.plan,
        ...(change ? { change } : {}),
      });
      this.update({ busy: false }, { kind: 'notice', tone: 'success', text: success });
    } catch (error) {
      const reason = error instanceof ApiError ? `: ${error.error}` : '';
      this.update({ busy: false }, { kind: 'notice', tone: 'error', text: `Failed to update plan${reason}` });
    }
  }

  private async export(format = 'csv', output?: string): Promise<void> {
    if (format !== 'csv' && format !== 'xlsx') {
      this.update({}, { kind: 'notice', tone: 'error', text: 'Use /export csv or /export xlsx.' });
      return;
    }
    try {
      const path = await writeExport(this.state.name, this.state.plan, format as ExportFormat, output);
      this.update({}, { kind: 'notice', tone: 'success', text: `Exported to ${path}` });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.update({}, { kind: 'notice', tone: 'error', text: `Failed to export staffing plan: ${reason}` });
    }
  }
}
