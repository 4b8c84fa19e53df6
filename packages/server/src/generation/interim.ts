import { EventEmitter } from 'node:events';
import type { ChatResponse, GeneratedPlan, ThinkingMessage } from '@staffplan/core';
import type { BillingHooks, GenerateArgs, GenerateResult, GeneratorHooks, ThinkingBus } from '../types';

/** The generator type the app is wired with (the generation engineer widens it). */
export type Generator = GeneratorHooks;

/**
 * INTERIM generator written by the server engineer so POST /api/staffing/plans works before
 * the generation engineer's createGenerator lands: one program-management task sized by the
 * FTE target (or 1 FTE), usage estimated as characters / 4.
 */
export function createInterimGenerator(billing: BillingHooks): Generator {
  return {
    async generate({ user, input, onThinking }: GenerateArgs): Promise<GenerateResult> {
      await billing.assertCanGenerate(user);
      onThinking?.('Reading the solicitation (interim generator).');
      const fte = input.total_fte ?? 1;
      const hours = Math.round(fte * 1880);
      const generatedPlan: GeneratedPlan = {
        title: input.name,
        hoursPerFte: 1880,
        tasks: [
          {
            taskId: '1',
            lcat: 'Program Manager',
            hours,
            mathRationale: `${fte} FTE x 1,880 h = ${hours.toLocaleString('en-US')}`,
            basis: 'Interim estimate: program management for the whole period of performance.',
          },
        ],
      };
      const inputChars =
        input.rfp_text.length + (input.supporting_doc1?.length ?? 0) + (input.supporting_doc2?.length ?? 0);
      return {
        generatedPlan,
        usage: {
          inputTokens: Math.ceil(inputChars / 4),
          outputTokens: Math.ceil(JSON.stringify(generatedPlan).length / 4),
          estimated: true,
        },
        provider: 'local',
      };
    },
    async chat({ request }): Promise<ChatResponse> {
      const plan = (request.planData ?? { tasks: [] }) as Record<string, unknown>;
      return { message: 'Chat is not available yet.', updatedPlan: plan };
    },
  };
}

/** INTERIM in-process thinking bus (the generation engineer provides the real one). */
export function createInterimBus(): ThinkingBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(userId: string, message: ThinkingMessage) {
      emitter.emit(userId, message);
    },
    async subscribe(userId, onMessage) {
      emitter.on(userId, onMessage);
      return async () => {
        emitter.off(userId, onMessage);
      };
    },
  };
}
