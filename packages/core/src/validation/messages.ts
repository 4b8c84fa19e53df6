import { MAX_UPLOAD_BYTES } from '../contract/limits';

/**
 * The user-facing validation messages of docs/product.md, Messages users see, word for word.
 * @example
 * VALIDATION_MESSAGES.email // 'Please enter a valid email address'
 */
export const VALIDATION_MESSAGES = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  passwordsMatch: "Passwords don't match",
  fileTooLargeTitle: 'File Too Large',
  fileType: 'Please upload a PDF, Word (.docx/.doc), Excel (.xlsx), text or Markdown document.',
  rfpRequired: 'Please upload a primary RFP document',
  planNameRequired: 'Please enter a name for this plan',
  tierRequired: 'Please select a subscription tier',
  subscriptionIdRequired: 'Subscription ID not found',
  noExportData: 'No data available to export.',
  chatReplyFallback: 'I received your message but encountered an issue processing it. Please try again.',
  invalidChatPlan: 'Received invalid plan data. Could not update staffing plan.',
  resendNeedsEmail: 'No email address found. Please sign up again.',
} as const;

/**
 * The upload size message for a file of `bytes` (the browser, the CLI and the server's 413
 * all use it): the size in MB with two decimals, the limit in whole MB.
 * @example
 * fileTooLargeMessage(60 * 1024 * 1024) // 'File size (60.00 MB) exceeds the maximum allowed size of 50MB. Please choose a smaller file'
 */
export function fileTooLargeMessage(bytes: number, maxBytes: number = MAX_UPLOAD_BYTES): string {
  const mb = (bytes / (1024 * 1024)).toFixed(2);
  return `File size (${mb} MB) exceeds the maximum allowed size of ${Math.round(maxBytes / (1024 * 1024))}MB. Please choose a smaller file`;
}

/**
 * The change-tier message when the chosen tier is the current one.
 * @example
 * alreadySubscribedMessage('professional') // 'You are already subscribed to the professional tier'
 */
export function alreadySubscribedMessage(tier: string): string {
  return `You are already subscribed to the ${tier} tier`;
}

/**
 * A problem with one field of a form.
 * @example
 * const error: FieldError = { field: 'email', message: 'Please enter a valid email address' };
 */
export interface FieldError {
  field: string;
  message: string;
  /** A toast title where the product has one ('File Too Large'). */
  title?: string;
}

/**
 * The outcome of validating a form: the cleaned values, or the field errors in order.
 * @example
 * const v: Validation<{ email: string }> = validateForgotPasswordForm({ email: 'a@b.co' }); // { ok: true, value: { email: 'a@b.co' } }
 */
export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };
