/**
 * @staffplan/core/client: the typed StaffPlan SDK. Pure: HTTP through an injected or global
 * `fetch`, the thinking socket through an injected or global `WebSocket`.
 * @example
 * import { createClient, RateLimitError } from '@staffplan/core/client';
 * const client = createClient({ baseUrl: 'http://localhost:8787' });
 */
export type { AuthResource, SignUpResult } from './auth';
export { createClient, DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_MS, type StaffPlanClient } from './client';
export {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  MissingSessionError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  StaffPlanError,
  UnprocessableEntityError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './errors';
export type {
  ClientOptions,
  FetchLike,
  Getter,
  RequestOptions,
  SessionStore,
  WebSocketConstructor,
  WebSocketLike,
} from './options';
export type { SessionResource } from './resources/account-session';
export type { ChatResource } from './resources/chat';
export type { DocumentsResource } from './resources/documents';
export type { PlanPage, PlanPageParams, PlansResource } from './resources/plans';
export type { StatusQuery, SubscriptionResource } from './resources/subscription';
export { THINKING_CONNECTION_ERROR, type ThinkingResource, type ThinkingStream } from './resources/thinking';
export type { UsageResource } from './resources/usage';
export { memorySessionStore, REFRESH_MARGIN_MS, sessionExpiry } from './session';
