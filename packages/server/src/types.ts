import type {
  ApplyAmendmentInput,
  ApplyAmendmentResult,
  ChatRequest,
  ChatResponse,
  CreatePlanRequest,
  GeneratedPlan,
  SubscriptionStatus,
  ThinkingMessage,
} from '@staffplan/core';

/** The caller, from a verified access token. */
export interface AuthUser {
  id: string;
  email: string;
  /** The auth session the token belongs to (null for hosted tokens without one). */
  sessionId: string | null;
}

/** Verifies bearer tokens: the embedded auth's ES256 keys or hosted Supabase's. */
export interface TokenVerifier {
  verifyAccessToken(token: string): Promise<AuthUser | null>;
}

/** An outgoing e-mail (auth confirmation, recovery). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The actionable links of the mail (shown in /dev/mailbox.json). */
  links: string[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close?(): Promise<void>;
}

/** Fan-out of thinking messages to the caller's sockets (generation/bus.ts). */
export interface ThinkingBus {
  publish(userId: string, message: ThinkingMessage): Promise<void>;
  subscribe(userId: string, onMessage: (message: ThinkingMessage) => void): Promise<() => Promise<void>>;
  close?(): Promise<void>;
}

/** What generation and chat need from billing (billing/index.ts's BillingService has more). */
export interface BillingHooks {
  statusFor(user: AuthUser): Promise<SubscriptionStatus>;
  assertCanGenerate(user: AuthUser): Promise<void>;
  onPlanGenerated(user: AuthUser): Promise<void>;
  /** Gives back what assertCanGenerate reserved when a generation fails. */
  onGenerationFailed(user: AuthUser): Promise<void>;
  /** Chat (and upload): 403 without an active subscription, chat also 429 over the tokens. */
  assertCanUse(user: AuthUser, purpose?: 'chat' | 'upload'): Promise<void>;
}

export interface GenerateArgs {
  user: AuthUser;
  input: CreatePlanRequest;
  planId?: string;
  generationId?: string;
  /** A regeneration saves only while the plan is still at this version (else 409). */
  expectedVersion?: Date;
  onThinking?: (content: string) => void;
}

/** A generation's outcome: the plan is saved already, by the job (generation/save.ts). */
export interface GenerateResult {
  generatedPlan: GeneratedPlan;
  usage: { inputTokens: number; outputTokens: number; estimated: boolean };
  provider: string;
  /** The saved plan: the new row of a POST, the same row of a regeneration. */
  planId: string;
  /** The job's id, which the thinking stream's messages carry. */
  generationId: string;
}

/** Plan generation and chat (generation/index.ts). */
export interface GeneratorHooks {
  generate(args: GenerateArgs): Promise<GenerateResult>;
  chat(args: { user: AuthUser; request: ChatRequest }): Promise<ChatResponse>;
  /** Applies an amendment to a saved plan off the event loop (issue 16); absent: in process. */
  amend?(args: { user: AuthUser; input: ApplyAmendmentInput }): Promise<ApplyAmendmentResult>;
}
