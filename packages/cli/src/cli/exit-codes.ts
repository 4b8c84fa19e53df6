/** Exit codes of `staffplan`: 0 ok, 1 error, 2 usage, 3 authentication, 4 limit reached. */
export const EXIT = { ok: 0, error: 1, usage: 2, auth: 3, limit: 4 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
