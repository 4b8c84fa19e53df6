import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { clearSubscriptionFlag, storeSubscription } from '../../lib/storage';
import { checkSubscription } from '../../lib/subscription';
import { validateEmail, validatePassword } from '../../lib/validation';
import { AuthCard } from './components/auth-card';
import { TextField } from './components/text-field';
import { useAuth } from './hooks/auth-context';

type Mode = 'signin' | 'signup';

/** Sign in / create account (/auth). */
export function AuthPage() {
  const { signIn, signUp } = useAuth();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('signin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  const afterSignIn = async () => {
    try {
      const status = await checkSubscription();
      if (status.hasSubscription) {
        storeSubscription(status);
        void navigate('/staffing-planner');
      } else {
        clearSubscriptionFlag();
        void navigate('/pricing?highlight=1');
      }
    } catch {
      void navigate('/pricing?highlight=1');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { email: validateEmail(email), password: validatePassword(password) };
    setErrors({
      ...(next.email ? { email: next.email } : {}),
      ...(next.password ? { password: next.password } : {}),
    });
    if (next.email || next.password) return;
    setBusy(true);
    try {
      if (mode === 'signin') {
        await signIn(email.trim(), password);
        await afterSignIn();
      } else {
        await signUp(email.trim(), password);
        void navigate(`/verify-email?email=${encodeURIComponent(email.trim())}`);
      }
    } catch (error) {
      console.warn(mode === 'signin' ? 'Sign-in failed' : 'Sign-up failed', error);
    } finally {
      setBusy(false);
    }
  };

  const signin = mode === 'signin';
  return (
    <AuthCard
      title={signin ? 'Sign in' : 'Create an account'}
      description={signin ? 'Welcome back to StaffPlan.' : 'Start building staffing plans in minutes.'}
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <TextField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          id="password"
          label="Password"
          type="password"
          autoComplete={signin ? 'current-password' : 'new-password'}
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {signin ? (
          <Link to="/forgot-password" className="justify-self-end text-sm text-primary hover:underline">
            Forgot Password?
          </Link>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? 'Loading...' : signin ? 'Sign In' : 'Sign Up'}
        </Button>
        <Button variant="link" onClick={() => setMode(signin ? 'signup' : 'signin')}>
          {signin ? "Don't have an account? Sign Up" : 'Already have an account? Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
