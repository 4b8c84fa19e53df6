import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthPage } from './auth-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { AuthContext, type AuthContextValue, useAuth } from './hooks/auth-context';
import { ResetPasswordPage } from './reset-password-page';

const calls: string[] = [];
/** A context whose actions only record that they ran: validation must stop them first. */
const value: AuthContextValue = {
  user: null,
  loading: false,
  signIn: async () => void calls.push('signIn'),
  signUp: async () => void calls.push('signUp'),
  signOut: async () => void calls.push('signOut'),
  resetPassword: async () => void calls.push('resetPassword'),
  updatePassword: async () => void calls.push('updatePassword'),
  resendVerification: async () => void calls.push('resendVerification'),
};

function Orphan() {
  useAuth();
  return null;
}

function wrap(node: ReactNode) {
  return render(
    <MemoryRouter>
      <AuthContext.Provider value={value}>{node}</AuthContext.Provider>
    </MemoryRouter>,
  );
}

describe('form validation messages (docs/product.md, Messages users see)', () => {
  it('sign-in checks the e-mail and the 6-character password', async () => {
    wrap(<AuthPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('toggles between sign in and sign up', async () => {
    wrap(<AuthPage />);
    await userEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign Up" }));
    expect(screen.getByRole('button', { name: 'Already have an account? Sign In' })).toBeTruthy();
    expect(screen.queryByText('Forgot Password?')).toBeNull();
  });

  it('forgot-password checks the e-mail', async () => {
    wrap(<ForgotPasswordPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  });

  it("reset-password checks both fields and shows 'Passwords don't match' on the confirmation", async () => {
    wrap(<ResetPasswordPage />);
    await userEvent.type(screen.getByLabelText('New Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getAllByText('Password must be at least 6 characters')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('New Password'), 'defgh');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'abcdefgX');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    const confirm = screen.getByLabelText('Confirm New Password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(confirm.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      "Passwords don't match",
    );
    expect(calls).toEqual([]);
  });

  it('useAuth outside its provider is an error', () => {
    expect(() => render(<Orphan />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
