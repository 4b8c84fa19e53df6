/**
 * The billing service the app was first wired with while billing was being written. The
 * real service (./index) now stands behind the same names, so the existing wiring keeps
 * working; new code imports from './index'.
 */
export type { BillingService } from './index';
export { createBillingService as createInterimBilling } from './index';
