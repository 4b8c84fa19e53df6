/** @staffplan/server: the Koa server behind every client. */
export { createApp, type StaffPlanApp } from './app';
export { type Config, ConfigError, loadConfig, printConfig } from './config/index';
export type { AppDeps } from './deps';
export { AppError, type ErrorCode } from './errors';
export { type RunningServer, startServer } from './server';
export {
  closeDocumentWorkers,
  detectKind,
  type ExtractedDocument,
  extractDocument,
  warmUpDocumentWorkers,
} from './documents/index';
