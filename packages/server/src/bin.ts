#!/usr/bin/env -S node --max-semi-space-size=4 --liftoff-only
import { ConfigError, loadConfig, printConfig } from './config/index';
import { startServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  printConfig(config);
  const running = await startServer(config);
  const url = config.publicUrl.endsWith(`:${running.port}`)
    ? config.publicUrl
    : `http://localhost:${running.port}`;
  console.log(`\nStaffPlan is running at ${url}`);
  const stop = async (signal: string) => {
    console.log(`\n${signal} received, shutting down`);
    await running.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  console.error(error);
  process.exit(1);
});
