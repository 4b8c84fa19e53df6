/**
 * @staffplan/core/client: the typed StaffPlan SDK. Pure: HTTP through an injected or global
 * `fetch`, the thinking socket through an injected or global `WebSocket`.
 * @example
 * import { createClient, RateLimitError } from '@staffplan/core/client';
 * const client = createClient({ baseUrl: 'http://localhost:8787' });
 */
export type { ApiErrorCode, ApiErrorDetails, ApiErrorResponse } from '../contract/errors';
export type { AuthResource, SignUpResult } from './auth';
export { AUTH_ERROR_CODES } from './auth-codes';
export { createClient, DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_MS, type StaffPlanClient } from './client';
export {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ContextTooLargeError,
  InternalServerError,
  MissingSessionError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  StaffPlanError,
  SubscriptionRequiredError,
  UnprocessableEntityError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './errors';
export type {
  AsyncGetter,
  ClientOptions,
  FetchLike,
  Getter,
  RequestOptions,
  SessionStore,
  WebSocketConstructor,
  WebSocketLike,
} from './options';
export type { AccountResource } from './resources/account';
export type { SessionResource } from './resources/account-session';
export type { AdminResource, AdminUsersParams } from './resources/admin';
export type { AmendmentFile } from './resources/amendments';
export type { ChatResource } from './resources/chat';
export type { DocumentsResource } from './resources/documents';
export type { PlanChatOptions, PlanChatResult } from './resources/plan-chat';
export { INVALID_PLAN_DATA } from './resources/plan-chat';
export { PlanListing } from './resources/plan-list';
export type { GenerateOptions } from './resources/plan-thinking';
export type { PlanPage, PlanPageParams, PlansResource } from './resources/plans';
export type { RateCardsResource } from './resources/rate-cards';
export type { StatusQuery, SubscriptionResource } from './resources/subscription';
export {
  THINKING_CONNECTION_ERROR,
  type ThinkingFollow,
  type ThinkingResource,
  type ThinkingStream,
} from './resources/thinking';
export type { UsageResource } from './resources/usage';
export { memorySessionStore, REFRESH_MARGIN_MS, sessionExpiry } from './session';
