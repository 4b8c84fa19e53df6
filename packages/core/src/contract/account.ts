import { z } from 'zod';
import { defineRoute } from './route';

/**
 * The caller's account as a whole.
 * @example
 * accountRoutes.delete.method // 'DELETE'
 */
export const accountRoutes = {
  delete: defineRoute({
    name: 'account.delete',
    method: 'DELETE',
    path: '/api/account',
    summary: 'Delete the account and every row of it, in one transaction; its sessions end',
    auth: 'user',
    response: z.object({ ok: z.literal(true), deleted: z.literal(true) }),
    errors: ['unauthorized'],
  }),
} as const;
