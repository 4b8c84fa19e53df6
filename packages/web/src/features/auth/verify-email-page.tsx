import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { AuthCard } from './components/auth-card';
import { useAuth } from './hooks/auth-context';

/** Asks the user to verify the e-mail (/verify-email?email=). */
export function VerifyEmailPage() {
  const { user, resendVerification, signOut } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const email = user?.email || params.get('email') || undefined;

  const resend = async () => {
    setBusy(true);
    try {
      await resendVerification(email);
    } catch {
      // the toast already told the user
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Verify your email">
      <div className="grid gap-4 text-sm">
        <MailCheck className="size-10 text-primary" aria-hidden="true" />
        <p>
          We sent a verification link to <strong>{email ?? 'your email'}</strong>. Open it to activate your
          account, then choose a plan.
        </p>
        <p className="text-muted-foreground">
          Didn't get it? Check your spam folder or{' '}
          <button type="button" className="text-primary underline" onClick={resend} disabled={busy}>
            click here to resend
          </button>
          .
        </p>
        <Button onClick={resend} disabled={busy}>
          {busy ? 'Sending...' : 'Resend verification email'}
        </Button>
        <Button
          variant="outline"
          onClick={async () => {
            await signOut().catch(() => undefined);
            void navigate('/');
          }}
        >
          Logout
        </Button>
      </div>
    </AuthCard>
  );
}
