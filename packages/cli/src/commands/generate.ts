import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { type CreatePlanRequestInput, normalizePlan } from '@staffplan/core';
import { MissingSessionError } from '@staffplan/core/client';
import type { CommandContext } from '../cli/context';
import { CliError, EXIT } from '../cli/failure';
import { uploadFile } from '../node/upload';
import { renderPlanReport } from '../render/plan-notes';
import { createProgressStore, type ProgressStore } from '../render/progress-store';
import { followThinking } from './thinking-follow';

export interface GenerateOptions {
  supporting?: string[];
  fte?: string;
  instructions?: string;
  name: string;
  thinking?: boolean;
  json?: boolean;
}

async function instructionsOf(value: string | undefined): Promise<string | undefined> {
  if (!value) return undefined;
  if (!value.startsWith('@')) return value;
  try {
    return await readFile(value.slice(1), 'utf8');
  } catch {
    throw new CliError(`Could not read the instructions file ${value.slice(1)}.`, EXIT.usage);
  }
}

async function showProgress(ctx: CommandContext, store: ProgressStore): Promise<() => void> {
  if (ctx.out.interactive) {
    const [{ render }, { createElement }, { GenerateProgress }] = await Promise.all([
      import('ink'),
      import('react'),
      import('../ui/generate-progress'),
    ]);
    const view = render(
      createElement(GenerateProgress, { store, now: Date.now, width: process.stderr.columns ?? 100 }),
      {
        stdout: process.stderr,
        patchConsole: false,
      },
    );
    return () => {
      view.rerender(createElement(GenerateProgress, { store, now: Date.now }));
      view.unmount();
    };
  }
  let lastStep = '';
  const unsubscribe = store.subscribe(() => {
    const state = store.get();
    if (state.step !== lastStep) {
      lastStep = state.step;
      ctx.out.info(`${state.step}${state.detail ? ` ${state.detail}` : ''}`);
    }
  });
  return unsubscribe;
}

/**
 * `staffplan generate`: uploads the documents, opens the thinking socket, generates and saves
 * the plan, then prints the table with totals (or the saved plan as JSON with --json).
 * @example
 * await generate(ctx, 'rfp.pdf', { name: 'Help desk', fte: '8' })
 */
export async function generate(ctx: CommandContext, primary: string, opts: GenerateOptions): Promise<void> {
  const supporting = opts.supporting ?? [];
  if (supporting.length > 2) throw new CliError('At most two supporting documents can be added.', EXIT.usage);
  if (!opts.name.trim()) throw new CliError('Please enter a name for this plan', EXIT.usage);
  const fte = opts.fte === undefined ? undefined : Number(opts.fte);
  if (fte !== undefined && !(Number.isFinite(fte) && fte > 0)) {
    throw new CliError(`--fte must be a positive number, got '${opts.fte}'.`, EXIT.usage);
  }
  const instructions = await instructionsOf(opts.instructions);
  // Fail before reading any document when nobody is signed in.
  if (!(await ctx.store.load())) throw new MissingSessionError();

  const store = createProgressStore(Date.now());
  const stop = await showProgress(ctx, store);
  try {
    const texts: string[] = [];
    for (const path of [primary, ...supporting]) {
      store.set({ step: `Uploading ${basename(path)}`, detail: '' });
      const doc = await uploadFile(ctx.client, path);
      texts.push(doc.fullText);
      store.set({ detail: `${new Intl.NumberFormat('en-US').format(doc.characters)} characters` });
    }
    const input: CreatePlanRequestInput = {
      approach: 'bottom_up',
      name: opts.name,
      rfp_text: texts[0] ?? '',
      supporting_doc1: texts[1] ?? null,
      supporting_doc2: texts[2] ?? null,
      custom_instructions: instructions ?? null,
      total_fte: fte ?? null,
      document_names: {
        primary: basename(primary),
        doc1: supporting[0] ? basename(supporting[0]) : null,
        doc2: supporting[1] ? basename(supporting[1]) : null,
      },
    };
    store.set({ step: 'Connecting to the thinking stream', detail: '' });
    const follow = await followThinking(ctx.client, (text) => {
      store.think(text);
      if (opts.thinking && !ctx.out.interactive) process.stderr.write(text);
    });
    store.set({ step: 'Generating plan', detail: follow.live ? '' : '(thinking stream unavailable)' });
    let created: Awaited<ReturnType<typeof ctx.client.plans.create>>;
    try {
      created = await ctx.client.plans.create(input);
    } finally {
      follow.close();
    }
    store.set({ step: `Saved plan ${created.id}`, detail: '', finished: true });
    stop();
    if (opts.json) {
      ctx.out.json(await ctx.client.plans.get(created.id));
      return;
    }
    const normalized = normalizePlan(created.generated_plan);
    const plan = normalized.ok ? normalized.value : created.generated_plan;
    ctx.out.line(
      `${ctx.out.paint('bold', opts.name.trim())}  ${ctx.out.paint('dim', `Bottom-Up Analysis · ${created.id}`)}`,
    );
    for (const line of renderPlanReport(plan, ctx.out, process.stdout.columns ?? 160)) ctx.out.line(line);
  } catch (error) {
    store.set({ finished: true });
    stop();
    throw error;
  }
}
