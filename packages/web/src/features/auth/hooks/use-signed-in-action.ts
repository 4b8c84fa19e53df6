import type { User } from '@supabase/supabase-js';
import { useNavigate } from 'react-router';
import { useAuth } from './auth-context';

/** An action only a signed-in user can take: a visitor who tries it is sent to /auth instead. */
export function useSignedInAction<Arg>(
  act: (user: User, arg: Arg) => Promise<void>,
): (arg: Arg) => Promise<void> {
  const { user } = useAuth();
  const navigate = useNavigate();
  return async (arg) => {
    if (!user) {
      void navigate('/auth');
      return;
    }
    await act(user, arg);
  };
}
