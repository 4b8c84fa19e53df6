import type { CommandContext } from '../cli/context';

/**
 * `staffplan logout`: tells the server, ends the auth session and removes the stored credentials.
 * @example
 * await logout(ctx)
 */
export async function logout(ctx: CommandContext): Promise<void> {
  const session = await ctx.store.load();
  if (!session) {
    ctx.out.info(`Not signed in to ${ctx.server}.`);
    return;
  }
  await ctx.client.session.signout().catch(() => undefined);
  try {
    await ctx.client.auth.signOut();
  } finally {
    await ctx.store.save(null);
  }
  ctx.out.info("Signed out. You've been successfully signed out.");
}
