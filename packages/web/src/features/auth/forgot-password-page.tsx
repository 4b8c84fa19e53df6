import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { validateEmail } from '../../lib/validation';
import { AuthCard } from './components/auth-card';
import { TextField } from './components/text-field';
import { useAuth } from './hooks/auth-context';
import { useAuthForm } from './hooks/use-auth-form';

/** Request a password-reset e-mail (/forgot-password). */
export function ForgotPasswordPage() {
  const { resetPassword } = useAuth();
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const form = useAuthForm({
    initial: { email: '' },
    check: ({ email }) => ({ email: validateEmail(email) }),
    send: async ({ email }) => {
      await resetPassword(email.trim());
      setSent(true);
    },
  });

  if (sent) {
    return (
      <AuthCard
        title="Check your email!"
        description={`We sent reset instructions to ${form.values.email.trim()}.`}
      >
        <Button className="w-full" onClick={() => navigate('/auth')}>
          Back to Sign In
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Forgot your password?" description="Enter your email and we'll send you a reset link.">
      <form className="grid gap-4" onSubmit={form.submit} noValidate>
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" />
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Sending...' : 'Send reset instructions'}
        </Button>
        <Link to="/auth" className="text-center text-sm text-primary hover:underline">
          Back to Sign In
        </Link>
      </form>
    </AuthCard>
  );
}
