/**
 * Form validation of SPEC section 5: each returns the exact message, or undefined when valid.
 * (Interim until core's validators land; the messages are the spec's, word for word.)
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): string | undefined {
  return EMAIL.test(email.trim()) ? undefined : 'Please enter a valid email address';
}

export function validatePassword(password: string): string | undefined {
  return password.length >= 6 ? undefined : 'Password must be at least 6 characters';
}

export function validatePasswordMatch(password: string, confirm: string): string | undefined {
  return password === confirm ? undefined : "Passwords don't match";
}
