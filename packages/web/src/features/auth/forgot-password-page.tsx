import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { validateEmail } from '../../lib/validation';
import { AuthCard } from './components/auth-card';
import { TextField } from './components/text-field';
import { useAuth } from './hooks/auth-context';

/** Request a password-reset e-mail (/forgot-password). */
export function ForgotPasswordPage() {
  const { resetPassword } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await resetPassword(email.trim());
      setSent(true);
    } catch {
      // the toast already told the user
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <AuthCard title="Check your email!" description={`We sent reset instructions to ${email.trim()}.`}>
        <Button className="w-full" onClick={() => navigate('/auth')}>
          Back to Sign In
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Forgot your password?" description="Enter your email and we'll send you a reset link.">
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <TextField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          error={error}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send reset instructions'}
        </Button>
        <Link to="/auth" className="text-center text-sm text-primary hover:underline">
          Back to Sign In
        </Link>
      </form>
    </AuthCard>
  );
}
