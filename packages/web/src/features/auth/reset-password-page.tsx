import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { validatePassword, validatePasswordMatch } from '../../lib/validation';
import { AuthCard } from './components/auth-card';
import { TextField } from './components/text-field';
import { useAuth } from './hooks/auth-context';
import { useAuthForm } from './hooks/use-auth-form';

/** Set a new password after following the reset link (/reset-password). */
export function ResetPasswordPage() {
  const { updatePassword } = useAuth();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const form = useAuthForm({
    initial: { password: '', confirmPassword: '' },
    check: ({ password, confirmPassword }) => ({
      password: validatePassword(password),
      confirmPassword: validatePassword(confirmPassword) ?? validatePasswordMatch(password, confirmPassword),
    }),
    send: async ({ password }) => {
      await updatePassword(password);
      setDone(true);
    },
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/auth'), 2000);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  return (
    <AuthCard title="Reset your password" description="Choose a new password for your account.">
      <form className="grid gap-4" onSubmit={form.submit} noValidate>
        <TextField
          {...form.field('password')}
          label="New Password"
          type="password"
          autoComplete="new-password"
        />
        <TextField
          {...form.field('confirmPassword')}
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" disabled={form.busy || done}>
          {form.busy ? 'Updating...' : 'Reset password'}
        </Button>
      </form>
    </AuthCard>
  );
}
