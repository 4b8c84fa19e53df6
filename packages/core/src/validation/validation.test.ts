import { describe, expect, it } from 'vitest';
import {
  validateAuthForm,
  validateEmail,
  validateForgotPasswordForm,
  validatePassword,
  validateResendEmail,
  validateResetPasswordForm,
} from './auth';
import {
  chatKeyAction,
  chatReplyText,
  isSendableMessage,
  isUsableUpdatedPlan,
  normalizeHistory,
} from './chat';
import { validateChangeTier, validateExport, validateGenerateForm } from './forms';
import { MAX_UPLOAD_BYTES, validateUpload } from './upload';

describe('auth validation', () => {
  it('checks e-mail addresses', () => {
    expect(validateEmail('ann@agency.gov')).toBeNull();
    expect(validateEmail(' ann@agency.gov ')).toBeNull();
    for (const bad of ['', 'ann', 'ann@', '@agency.gov', 'ann@agency', 'a b@c.d']) {
      expect(validateEmail(bad)).toBe('Please enter a valid email address');
    }
  });

  it('needs 6 password characters', () => {
    expect(validatePassword('12345')).toBe('Password must be at least 6 characters');
    expect(validatePassword('123456')).toBeNull();
  });

  it('validates the sign-in, forgot and reset forms with the product messages', () => {
    expect(validateAuthForm({ email: 'x', password: '1' })).toEqual({
      ok: false,
      errors: [
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'password', message: 'Password must be at least 6 characters' },
      ],
    });
    expect(validateAuthForm({ email: ' a@b.co ', password: 'secret' })).toEqual({
      ok: true,
      value: { email: 'a@b.co', password: 'secret' },
    });
    expect(validateForgotPasswordForm({ email: 'a@b.co' }).ok).toBe(true);
    expect(validateResetPasswordForm({ password: 'secret1', confirmPassword: 'secret2' })).toEqual({
      ok: false,
      errors: [{ field: 'confirmPassword', message: "Passwords don't match" }],
    });
    expect(validateResetPasswordForm({ password: '123', confirmPassword: '123' })).toEqual({
      ok: false,
      errors: [
        { field: 'password', message: 'Password must be at least 6 characters' },
        { field: 'confirmPassword', message: 'Password must be at least 6 characters' },
      ],
    });
    expect(validateResetPasswordForm({ password: 'secret1', confirmPassword: 'secret1' }).ok).toBe(true);
  });

  it('needs an e-mail to resend verification', () => {
    expect(validateResendEmail(null)).toBe('No email address found. Please sign up again.');
    expect(validateResendEmail('a@b.co')).toBeNull();
  });
});

describe('upload validation', () => {
  it('accepts PDF and Word up to 50 MB', () => {
    expect(validateUpload({ name: 'RFP.PDF', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(validateUpload({ name: 'soo.docx', size: 10 })).toBeNull();
    expect(validateUpload({ name: 'old.doc', size: 10 })).toBeNull();
    expect(validateUpload({ name: 'blob', size: 10, type: 'application/pdf' })).toBeNull();
  });

  it('rejects larger files with the product title and message', () => {
    expect(validateUpload({ name: 'big.pdf', size: 60 * 1024 * 1024 })).toEqual({
      field: 'file',
      title: 'File Too Large',
      message: 'File size (60.00 MB) exceeds the maximum allowed size of 50MB. Please choose a smaller file',
    });
  });

  it('rejects other types', () => {
    expect(
      validateUpload({ name: 'slides.pptx', size: 10, type: 'application/vnd.ms-powerpoint' })?.message,
    ).toBe('Please upload a PDF, Word (.docx/.doc), Excel (.xlsx), text or Markdown document.');
  });
});

describe('generate, change tier and export validation', () => {
  it('needs the RFP text and a trimmed plan name; sends the FTE target as a number', () => {
    expect(validateGenerateForm({ rfpText: '', planName: '  ' })).toEqual({
      ok: false,
      errors: [
        { field: 'rfpText', message: 'Please upload a primary RFP document' },
        { field: 'planName', message: 'Please enter a name for this plan' },
      ],
    });
    expect(validateGenerateForm({ rfpText: 'text', planName: ' Guard ', fteTarget: '12.5' })).toEqual({
      ok: true,
      value: { rfpText: 'text', planName: 'Guard', fteTarget: 12.5 },
    });
    expect(validateGenerateForm({ rfpText: 'text', planName: 'G', fteTarget: '' })).toMatchObject({
      value: { fteTarget: null },
    });
  });

  it('checks a tier change', () => {
    expect(validateChangeTier({ tier: null, currentTier: 'basic', subscriptionId: 's' })).toEqual({
      ok: false,
      errors: [{ field: 'tier', message: 'Please select a subscription tier' }],
    });
    expect(validateChangeTier({ tier: 'basic', currentTier: 'basic', subscriptionId: 's' })).toEqual({
      ok: false,
      errors: [{ field: 'tier', message: 'You are already subscribed to the basic tier' }],
    });
    expect(validateChangeTier({ tier: 'enterprise', currentTier: 'basic', subscriptionId: '' })).toEqual({
      ok: false,
      errors: [{ field: 'subscriptionId', message: 'Subscription ID not found' }],
    });
    expect(validateChangeTier({ tier: 'enterprise', currentTier: 'basic', subscriptionId: 'sub_1' })).toEqual(
      {
        ok: true,
        value: { tier: 'enterprise', subscriptionId: 'sub_1' },
      },
    );
  });

  it('needs tasks to export', () => {
    expect(validateExport([])).toBe('No data available to export.');
    expect(validateExport([{ taskId: '1', lcat: 'PM', hours: 1, mathRationale: '', basis: '' }])).toBeNull();
  });
});

describe('chat rules', () => {
  it('does not send empty messages; Enter sends, Shift+Enter adds a line', () => {
    expect(isSendableMessage(' \n\t')).toBe(false);
    expect(isSendableMessage('Add a QA Engineer')).toBe(true);
    expect(chatKeyAction({ key: 'Enter', shiftKey: false })).toBe('send');
    expect(chatKeyAction({ key: 'Enter', shiftKey: true })).toBe('newline');
    expect(chatKeyAction({ key: 'a', shiftKey: false })).toBe('none');
  });

  it('accepts only a non-empty object as updatedPlan', () => {
    expect(isUsableUpdatedPlan({})).toBe(false);
    expect(isUsableUpdatedPlan([])).toBe(false);
    expect(isUsableUpdatedPlan(null)).toBe(false);
    expect(isUsableUpdatedPlan({ tasks: [] })).toBe(true);
  });

  it('falls back on a non-string reply and normalises history', () => {
    expect(chatReplyText(42)).toBe(
      'I received your message but encountered an issue processing it. Please try again.',
    );
    expect(chatReplyText('Done.')).toBe('Done.');
    expect(
      normalizeHistory([{ role: 'system', content: 5 }, { role: 'assistant', content: 'ok' }, 7]),
    ).toEqual([
      { role: 'user', content: '5' },
      { role: 'assistant', content: 'ok' },
      { role: 'user', content: '' },
    ]);
    expect(normalizeHistory('nope')).toEqual([]);
  });
});
