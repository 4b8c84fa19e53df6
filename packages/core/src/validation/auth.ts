import { type FieldError, VALIDATION_MESSAGES, type Validation } from './messages';

/**
 * Minimum password length (docs/product.md, Limits).
 * @example
 * 'secret'.length >= MIN_PASSWORD_LENGTH // true
 */
export const MIN_PASSWORD_LENGTH = 6;

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * Checks an e-mail address; returns the product's message or null.
 * @example
 * validateEmail('a@b.co') // null
 * validateEmail('nope') // 'Please enter a valid email address'
 */
export function validateEmail(email: string): string | null {
  return EMAIL.test(email.trim()) ? null : VALIDATION_MESSAGES.email;
}

/**
 * Checks a password's length; returns the product's message or null.
 * @example
 * validatePassword('12345') // 'Password must be at least 6 characters'
 */
export function validatePassword(password: string): string | null {
  return password.length >= MIN_PASSWORD_LENGTH ? null : VALIDATION_MESSAGES.password;
}

/**
 * Checks that a password and its confirmation match; returns the product's message or null.
 * @example
 * validatePasswordsMatch('secret1', 'secret2') // "Passwords don't match"
 */
export function validatePasswordsMatch(password: string, confirmPassword: string): string | null {
  return password === confirmPassword ? null : VALIDATION_MESSAGES.passwordsMatch;
}

function collect<T>(value: T, checks: Array<[string, string | null]>): Validation<T> {
  const errors: FieldError[] = checks
    .filter((check): check is [string, string] => check[1] !== null)
    .map(([field, message]) => ({ field, message }));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}

/**
 * The sign-in and sign-up form: a valid e-mail and a password of 6 or more characters.
 * @example
 * validateAuthForm({ email: 'a@b.co', password: '123' }) // { ok: false, errors: [{ field: 'password', message: 'Password must be at least 6 characters' }] }
 */
export function validateAuthForm(form: {
  email: string;
  password: string;
}): Validation<{ email: string; password: string }> {
  const value = { email: form.email.trim(), password: form.password };
  return collect(value, [
    ['email', validateEmail(value.email)],
    ['password', validatePassword(value.password)],
  ]);
}

/**
 * The forgot-password form: a valid e-mail.
 * @example
 * validateForgotPasswordForm({ email: 'x' }).ok // false
 */
export function validateForgotPasswordForm(form: { email: string }): Validation<{ email: string }> {
  const value = { email: form.email.trim() };
  return collect(value, [['email', validateEmail(value.email)]]);
}

/**
 * The reset-password form: both fields 6+ characters, the mismatch shown on confirmPassword.
 * @example
 * validateResetPasswordForm({ password: 'secret1', confirmPassword: 'secret2' })
 * // { ok: false, errors: [{ field: 'confirmPassword', message: "Passwords don't match" }] }
 */
export function validateResetPasswordForm(form: {
  password: string;
  confirmPassword: string;
}): Validation<{ password: string }> {
  const confirmError =
    validatePassword(form.confirmPassword) ?? validatePasswordsMatch(form.password, form.confirmPassword);
  return collect({ password: form.password }, [
    ['password', validatePassword(form.password)],
    ['confirmPassword', confirmError],
  ]);
}

/**
 * Resending the verification e-mail needs an address.
 * @example
 * validateResendEmail('') // 'No email address found. Please sign up again.'
 */
export function validateResendEmail(email: string | null | undefined): string | null {
  return email && email.trim() !== '' ? null : VALIDATION_MESSAGES.resendNeedsEmail;
}
