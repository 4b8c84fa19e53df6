import {
  validateEmail as coreEmail,
  validatePassword as corePassword,
  validatePasswordsMatch as coreMatch,
} from '@staffplan/core';

/** Core's form validators (docs/product.md, Messages users see), answering undefined (not null) when valid, for form state. */
export const validateEmail = (email: string): string | undefined => coreEmail(email) ?? undefined;
export const validatePassword = (password: string): string | undefined => corePassword(password) ?? undefined;
export const validatePasswordMatch = (password: string, confirm: string): string | undefined =>
  coreMatch(password, confirm) ?? undefined;
