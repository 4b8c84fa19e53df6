import type {
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

/** Fan-out of thinking messages to the caller's sockets (generation engineer). */
export interface ThinkingBus {
  publish(userId: string, message: ThinkingMessage): Promise<void>;
  subscribe(userId: string, onMessage: (message: ThinkingMessage) => void): Promise<() => Promise<void>>;
  close?(): Promise<void>;
}

/** The hooks the plan routes need from billing (the billing engineer's service has more). */
export interface BillingHooks {
  statusFor(user: AuthUser): Promise<SubscriptionStatus>;
  assertCanGenerate(user: AuthUser): Promise<void>;
  onPlanGenerated(user: AuthUser): Promise<void>;
  /** Gives back what assertCanGenerate reserved when a generation fails. */
  onGenerationFailed?(user: AuthUser): Promise<void>;
  assertCanUse?(user: AuthUser): Promise<void>;
}

export interface GenerateArgs {
  user: AuthUser;
  input: CreatePlanRequest;
  planId?: string;
  generationId?: string;
  onThinking?: (content: string) => void;
}

export interface GenerateResult {
  generatedPlan: GeneratedPlan;
  usage: { inputTokens: number; outputTokens: number; estimated: boolean };
  provider: string;
  /** Set when the generator saved the plan itself (as a persisted job). */
  planId?: string;
  generationId?: string;
  requirementDigest?: unknown;
}

/** Plan generation and chat (generation engineer). */
export interface GeneratorHooks {
  generate(args: GenerateArgs): Promise<GenerateResult>;
  chat(args: { user: AuthUser; request: ChatRequest }): Promise<ChatResponse>;
}
