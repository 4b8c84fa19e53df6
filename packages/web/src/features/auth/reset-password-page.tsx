import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { validatePassword, validatePasswordMatch } from '../../lib/validation';
import { AuthCard } from './components/auth-card';
import { TextField } from './components/text-field';
import { useAuth } from './hooks/auth-context';

/** Set a new password after following the reset link (/reset-password). */
export function ResetPasswordPage() {
  const { updatePassword } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/auth'), 2000);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const first = validatePassword(password);
    const second = validatePassword(confirmPassword) ?? validatePasswordMatch(password, confirmPassword);
    setErrors({ ...(first ? { password: first } : {}), ...(second ? { confirmPassword: second } : {}) });
    if (first || second) return;
    setBusy(true);
    try {
      await updatePassword(password);
      setDone(true);
    } catch {
      // the toast already told the user
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Reset your password" description="Choose a new password for your account.">
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <TextField
          id="password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          id="confirmPassword"
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          error={errors.confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        <Button type="submit" disabled={busy || done}>
          {busy ? 'Updating...' : 'Reset password'}
        </Button>
      </form>
    </AuthCard>
  );
}
