// Shared by the examples: a client for STAFFPLAN_URL signed in with STAFFPLAN_EMAIL /
// STAFFPLAN_PASSWORD, or with the credentials `staffplan login` saved.
import { createNodeClient, memorySessionStore, StaffPlanError } from '@staffplan/cli';

/** A signed-in client. */
export async function signedInClient() {
  const { STAFFPLAN_EMAIL: email, STAFFPLAN_PASSWORD: password } = process.env;
  if (email && password) {
    const client = createNodeClient({ session: memorySessionStore() });
    await client.auth.signIn({ email, password });
    return client;
  }
  return createNodeClient();
}

/** Runs main, printing SDK errors as one line and exiting 1. */
export function runMain(main) {
  main().catch((error) => {
    const text =
      error instanceof StaffPlanError ? `${error.name}: ${error.message}` : String(error?.stack ?? error);
    console.error(text);
    process.exitCode = 1;
  });
}
