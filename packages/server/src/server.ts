import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type StaffPlanApp } from './app';
import type { Config } from './config/index';
import { startupWarnings } from './config/startup-warnings';
import { type Db, migrateToLatest, type OpenOptions, openDatabase } from './db/connect';
import { type AppDeps, buildDeps, type DepsOverrides } from './deps';
import { startRetentionSweeper } from './services/retention-sweeper';
import { attachSockets } from './sockets';

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  app: StaffPlanApp;
  server: Server;
  close(): Promise<void>;
}

export interface StartOptions {
  overrides?: DepsOverrides;
  db?: OpenOptions;
  /** Start-up hooks after deps are built (sweepers; tests pass false). */
  background?: boolean;
}

/**
 * Opens the database, migrates, builds the deps and the app, listens on config.port and
 * attaches the WebSocket handlers. With PORT=0 and no PUBLIC_URL the public URL follows the
 * port actually bound.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const server = createServer();
  // The port is bound before the database is open (so PORT=0 can pick the public URL): until
  // the app is ready, answer 503 with Retry-After instead of leaving requests hanging.
  server.on('request', answerStarting);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const effective: Config =
    config.port === 0 && config.publicUrl === 'http://localhost:0'
      ? { ...config, publicUrl: `http://localhost:${port}` }
      : config;
  let db: Db | undefined;
  try {
    db = await openDatabase(effective, options.db);
    await migrateToLatest(db);
    const deps = await buildDeps(effective, db, options.overrides);
    for (const warning of startupWarnings(effective)) deps.logger.warn(warning);
    const app = createApp(deps);
    server.off('request', answerStarting);
    server.on('request', app.callback());
    const closeSockets = attachSockets(server, deps);
    const stopBackground = options.background === false ? async () => {} : await startBackground(deps);
    const openDb = db;
    return {
      url: `http://127.0.0.1:${port}`,
      port,
      deps,
      app,
      server,
      close: async () => {
        await stopBackground();
        await closeSockets();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await deps.mailer.close?.();
        await deps.generator.close?.();
        await deps.bus.close?.();
        await deps.changes.close();
        await openDb.close();
      },
    };
  } catch (error) {
    server.close();
    await db?.close();
    throw error;
  }
}

/** Background jobs of one instance; returns their stopper. */
async function startBackground(deps: AppDeps): Promise<() => Promise<void>> {
  const stopSweeper = startRetentionSweeper(deps);
  // Extraction workers ready before the first upload, which would otherwise pay their start.
  deps.documents
    .warmUp()
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'document workers did not start'));
  return async () => {
    await stopSweeper();
    await deps.documents.close();
  };
}

function answerStarting(_req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error: 'StaffPlan is starting. Try again in a moment.', code: 'starting' }));
}
