import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { clearSubscriptionFlag, storeSubscription } from '../../lib/storage';
import { checkSubscription } from '../../lib/subscription';
import { validateEmail, validatePassword } from '../../lib/validation';
import { AuthCard } from './components/auth-card';
import { TextField } from './components/text-field';
import { useAuth } from './hooks/auth-context';
import { useAuthForm } from './hooks/use-auth-form';

type Mode = 'signin' | 'signup';

/** Sign in / create account (/auth). */
export function AuthPage() {
  const { signIn, signUp } = useAuth();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('signin');

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

  const form = useAuthForm({
    initial: { email: '', password: '' },
    check: ({ email, password }) => ({ email: validateEmail(email), password: validatePassword(password) }),
    send: async ({ email, password }) => {
      if (mode === 'signin') {
        await signIn(email.trim(), password);
        await afterSignIn();
      } else {
        await signUp(email.trim(), password);
        void navigate(`/verify-email?email=${encodeURIComponent(email.trim())}`);
      }
    },
    onFailure: (error) => console.warn(mode === 'signin' ? 'Sign-in failed' : 'Sign-up failed', error),
  });

  const signin = mode === 'signin';
  return (
    <AuthCard
      title={signin ? 'Sign in' : 'Create an account'}
      description={signin ? 'Welcome back to StaffPlan.' : 'Start building staffing plans in minutes.'}
    >
      <form className="grid gap-4" onSubmit={form.submit} noValidate>
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" />
        <TextField
          {...form.field('password')}
          label="Password"
          type="password"
          autoComplete={signin ? 'current-password' : 'new-password'}
        />
        {signin ? (
          <Link to="/forgot-password" className="justify-self-end text-sm text-primary hover:underline">
            Forgot Password?
          </Link>
        ) : null}
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Loading...' : signin ? 'Sign In' : 'Sign Up'}
        </Button>
        <Button variant="link" onClick={() => setMode(signin ? 'signup' : 'signin')}>
          {signin ? "Don't have an account? Sign Up" : 'Already have an account? Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
