import type { FlowKind } from './flow-input';

/** Subject and body of the mail carrying a flow's link. */
export function flowMail(kind: FlowKind, link: string): { subject: string; text: string } {
  if (kind === 'signup')
    return {
      subject: 'Confirm your StaffPlan account',
      text: `Welcome to StaffPlan.\n\nConfirm your e-mail address by opening this link:\n${link}\n\nIf you did not sign up, ignore this message.`,
    };
  if (kind === 'recovery')
    return {
      subject: 'Reset your StaffPlan password',
      text: `Someone asked to reset the password of your StaffPlan account.\n\nChoose a new password here:\n${link}\n\nThe link works for one hour. If it was not you, ignore this message.`,
    };
  return {
    subject: 'Confirm your new StaffPlan e-mail address',
    text: `Someone asked to use this address for a StaffPlan account.\n\nConfirm the change by opening this link:\n${link}\n\nThe link works for 24 hours. If it was not you, ignore this message.`,
  };
}

/** Told to the owner when someone signs up again with their (confirmed) address. */
export const SIGNUP_ATTEMPT_MAIL = {
  subject: 'Someone tried to sign up with your e-mail address',
  text: 'Someone tried to create a StaffPlan account with this e-mail address, which already has one. Your account and password are unchanged.\n\nIf it was you, sign in instead; if you forgot your password, use "Forgot password" on the sign-in page. If it was not you, ignore this message.',
};

/** Told to the current address when a change to another address is requested. */
export function emailChangeNotice(newEmail: string): { subject: string; text: string } {
  return {
    subject: 'Your StaffPlan e-mail address is being changed',
    text: `Someone signed in to your StaffPlan account asked to change its e-mail address to ${newEmail}. The change applies once the new address is confirmed.\n\nIf it was not you, reset your password now: that signs out every other session.`,
  };
}
