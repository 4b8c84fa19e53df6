import { randomUUID } from 'node:crypto';
import {
  type ChatResponse,
  type CreatePlanRequest,
  type GeneratedPlan,
  normalizePlan,
  type ThinkingMessage,
} from '@staffplan/core';
import type { Logger } from 'pino';
import type { Config } from '../config/index';
import type { Db } from '../db/connect';
import { AppError } from '../errors';
import { recordUsage } from '../services/usage';
import type {
  AuthUser,
  BillingHooks,
  GenerateArgs,
  GenerateResult,
  GeneratorHooks,
  ThinkingBus,
} from '../types';
import { runChat } from './chat';
import { toEstimatorInput } from './documents';
import { failInterruptedJobs, HEARTBEAT_MS, startJob } from './jobs';
import type { ModelProvider } from './provider';
import { createProvider, type ProviderOptions } from './providers/index';
import { assertOwnPlan, saveGeneratedPlan } from './save';
import { assertChatSize, assertInputSize, countFailedGeneration, inputChars } from './worker/limits';
import { workerDocumentWork } from './worker/document-work';
import { GenerationWorkers } from './worker/pool';

export { attachThinkingSocket } from './socket';
export { createMemoryBus, createPostgresBus, createThinkingBus } from './bus';
export { failInterruptedJobs } from './jobs';

/** What the generator needs from the app. */
export interface GeneratorDeps {
  config: Config;
  db: Db;
  logger: Logger;
  clock: () => Date;
  bus: ThinkingBus;
  billing: BillingHooks;
}

/** The generator the app is wired with. */
export interface Generator extends GeneratorHooks {
  readonly provider: ModelProvider['name'];
  /** Resolves once the start-up sweep of interrupted jobs is done. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface GeneratorOptions extends ProviderOptions {
  /** Use this provider instead of the configured one (tests). */
  provider?: ModelProvider;
  /** Use these workers instead of ones built from the configuration (tests). */
  workers?: GenerationWorkers;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Plan generation and chat over the configured provider. Every generation is a recorded job
 * that saves its own plan; thinking streams to the owner's sockets through the bus.
 * @example
 * const generator = createGenerator(deps);
 * const { planId, generatedPlan } = await generator.generate({ user, input });
 */
export function createGenerator(deps: GeneratorDeps, options: GeneratorOptions = {}): Generator {
  // The estimator, local chat and a model provider's document reading and checking run in
  // worker threads under time and memory limits, so one large or hostile document never
  // stalls the requests of others.
  const workers =
    options.workers ??
    new GenerationWorkers({
      size: deps.config.generationWorkers,
      maxMemoryMb: deps.config.generationMemoryMb,
      timeoutMs: deps.config.generationTimeoutMs,
    });
  const provider =
    options.provider ??
    createProvider(deps.config, {
      ...options,
      documents: options.documents ?? workerDocumentWork(workers, deps.config),
    });
  const log = deps.logger.child({ module: 'generation', provider: provider.name });
  const chatProvider: ModelProvider =
    provider.name === 'local'
      ? {
          ...provider,
          chat: ({ plan, message, history }) =>
            workers.run({ type: 'chat', turn: { plan, message, history } }),
        }
      : provider;
  // Start-up: jobs a previous process left running are marked failed before any new job starts.
  const recovered = failInterruptedJobs(deps.db).then(
    (count) => {
      if (count > 0) log.warn({ count }, 'marked interrupted generation jobs failed');
    },
    (error: unknown) => log.error({ err: error }, 'could not mark interrupted jobs failed'),
  );
  // On a shared Postgres, jobs of instances that died are swept while this one runs.
  const sweep =
    deps.db.kind === 'postgres'
      ? setInterval(() => {
          failInterruptedJobs(deps.db).catch((error: unknown) =>
            log.warn({ err: error }, 'job sweep failed'),
          );
        }, HEARTBEAT_MS * 3)
      : undefined;
  sweep?.unref();

  async function generate(args: GenerateArgs): Promise<GenerateResult> {
    const { user } = args;
    await recovered;
    if (args.planId) await assertOwnPlan(deps.db, user.id, args.planId);
    await deps.billing.assertCanGenerate(user);
    const generationId = args.generationId && UUID.test(args.generationId) ? args.generationId : randomUUID();
    const publish = (message: ThinkingMessage): void => {
      deps.bus
        .publish(user.id, message)
        .catch((error: unknown) => log.warn({ err: error }, 'thinking publish failed'));
    };
    const job = await startJob(deps.db, {
      id: generationId,
      userId: user.id,
      planId: args.planId ?? null,
      provider: provider.name,
      now: deps.clock(),
    });
    publish({ type: 'start', generationId });
    const onThinking = (content: string): void => {
      args.onThinking?.(content);
      publish({ type: 'thinking', content, generationId });
    };
    try {
      const input = toEstimatorInput(args.input);
      assertInputSize(input, deps.config.generationMaxInputChars);
      const draft = await workers.run(
        { type: 'estimate', input },
        {
          onThinking: (line) => onThinking(`${line}\n`),
          // A large job's heap goes back to the system with its worker.
          retire: inputChars(input) > 1_000_000,
          key: user.id,
        },
      );
      const outcome = await provider.generatePlan({ input, draft, onThinking });
      const generatedPlan = finalPlan(outcome.plan, args.input);
      const planId = await saveGeneratedPlan(deps.db, deps.config, {
        userId: user.id,
        planId: args.planId,
        input: args.input,
        plan: generatedPlan,
        now: deps.clock(),
        expected: args.expectedVersion,
      });
      await recordUsage(deps.db, {
        userId: user.id,
        planId,
        kind: 'generation',
        inputTokens: outcome.usage.inputTokens,
        outputTokens: outcome.usage.outputTokens,
        estimated: outcome.usage.estimated,
        provider: provider.name,
      });
      await deps.billing.onPlanGenerated(user);
      await job.succeed(planId);
      publish({ type: 'done', generationId, planId });
      log.info(
        { generationId, planId, tasks: generatedPlan.tasks.length, usage: outcome.usage },
        'plan generated',
      );
      return {
        generatedPlan,
        usage: outcome.usage,
        provider: provider.name,
        planId,
        generationId,
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A run stopped by a limit (size, time, memory) counts like a plan, with its input as
      // usage, so it cannot be repeated for free; any other failure gives its hold back.
      const counted = await countFailedGeneration(
        { ...deps, provider: provider.name },
        { user, planId: args.planId ?? null, input: args.input, error },
      ).catch((e: unknown) => {
        log.error({ err: e }, 'could not count the stopped generation');
        return false;
      });
      if (!counted) {
        await deps.billing
          .onGenerationFailed(user)
          .catch((e: unknown) => log.error({ err: e }, 'could not release the billing hold'));
      }
      await job.fail(message).catch((e: unknown) => log.error({ err: e }, 'could not record the failed job'));
      publish({
        type: 'error',
        message: error instanceof AppError ? message : 'Failed to generate staffing plan',
        generationId,
      });
      if (!(error instanceof AppError)) log.error({ err: error, generationId }, 'generation failed');
      throw error;
    }
  }

  return {
    provider: provider.name,
    generate,
    chat: async ({ user, request }): Promise<ChatResponse> => {
      assertChatSize(request, deps.config.generationMaxInputChars);
      return runChat({ ...deps, provider: chatProvider, logger: log }, user as AuthUser, request);
    },
    amend: ({ user, input }) => workers.run({ type: 'amend', amend: input }, { key: user.id }),
    ready: () => recovered,
    close: async () => {
      if (sweep) clearInterval(sweep);
      if (!options.workers) await workers.close();
      await recovered;
    },
  };
}

/** The plan as saved: canonical form, titled after the plan name when the provider gave none. */
function finalPlan(plan: GeneratedPlan, input: CreatePlanRequest): GeneratedPlan {
  const normalized = normalizePlan(plan);
  const value = normalized.ok ? normalized.value : plan;
  return { ...value, title: value.title ?? input.name };
}
