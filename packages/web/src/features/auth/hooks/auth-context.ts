import type { User } from '@supabase/supabase-js';
import { createContext, useContext } from 'react';

export type AuthContextValue = {
  user: User | null;
  loading: boolean;
  signIn: (email: string, password: string) => Promise<void>;
  signUp: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
  resetPassword: (email: string) => Promise<void>;
  updatePassword: (password: string) => Promise<void>;
  resendVerification: (email: string | undefined) => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The authentication context; an error outside its provider (docs/product.md, Messages users see). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
