import { applyChatEdit, describeChanges, explainPlan, helpMessage, parseChatEdits } from '@staffplan/core';
import { estimateTokens } from '../documents';
import type { ChatOutcome, ModelProvider, PlanOutcome, PlanRequest, Usage } from '../provider';

const inputChars = (request: PlanRequest): number =>
  request.input.primary.text.length +
  (request.input.supporting ?? []).reduce((s, d) => s + d.text.length, 0) +
  (request.input.customInstructions?.length ?? 0);

/**
 * The embedded provider: the deterministic estimator in core makes the plan and the intent
 * parser makes chat edits. No network; usage is recorded as honest estimates (characters / 4
 * in, JSON length / 4 out), marked estimated.
 * @example
 * const provider = createLocalProvider();
 */
export function createLocalProvider(): ModelProvider {
  return {
    name: 'local',
    async generatePlan(request): Promise<PlanOutcome> {
      const usage: Usage = {
        inputTokens: Math.ceil(inputChars(request) / 4),
        outputTokens: estimateTokens(JSON.stringify(request.draft)),
        estimated: true,
      };
      return { plan: request.draft, usage };
    },
    async chat(turn): Promise<ChatOutcome> {
      const parsed = parseChatEdits(turn.message, turn.plan);
      const history = turn.history.reduce((s, m) => s + m.content.length, 0);
      const inTokens = Math.ceil((turn.message.length + history + JSON.stringify(turn.plan).length) / 4);
      const done = (reply: string, edits: ChatOutcome['edits'] = []): ChatOutcome => ({
        edits,
        reply,
        rejected: [],
        usage: { inputTokens: inTokens, outputTokens: estimateTokens(reply), estimated: true },
      });
      const intent = parsed.intent;
      const edits = intent === null ? parsed.edits : intent.kind === 'edit' ? [intent.edit] : [];
      if (edits.length > 0) {
        // Say what changed field by field ("location Norfolk, VA -> Charleston, SC"); a refused edit
        // is still returned so the route reports why it could not be applied.
        let after = turn.plan;
        for (const e of edits) {
          const applied = applyChatEdit(after, e);
          if (applied.ok) after = applied.value;
        }
        // Hours, additions and removals are already in the route's diff summary; the reply adds
        // what that summary cannot show (locations, roles, hours per FTE).
        const lines = describeChanges(turn.plan, after)
          .filter((l) => !/^(Added|Removed) /.test(l) && !/: hours [^,]*$/.test(l))
          .slice(0, 12);
        return done(lines.join('\n'), edits);
      }
      if (intent === null) return done(helpMessage());
      if (intent.kind === 'explain') return done(explainPlan(turn.plan, intent.target));
      return done(helpMessage(intent.kind === 'unknown' ? intent.reason || undefined : undefined));
    },
  };
}
