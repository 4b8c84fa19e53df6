/**
 * The web app's configuration: the only module that reads `import.meta.env`.
 * Without VITE_SUPABASE_URL the app talks to the server's embedded auth service at
 * `${window.location.origin}/auth/v1`.
 */
const env = import.meta.env;

function read(name: string): string | undefined {
  const value: unknown = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The embedded auth service accepts any public key; a hosted project needs its own. */
const LOCAL_ANON_KEY = 'staffplan-embedded-anon-key';

export const config = {
  /** Auth service base URL (a hosted Supabase project, or this origin). */
  supabaseUrl: read('VITE_SUPABASE_URL') ?? window.location.origin,
  /** Public (anon) key of the auth service. */
  supabaseAnonKey: read('VITE_SUPABASE_ANON_KEY') ?? LOCAL_ANON_KEY,
  /** Contact address of the footer and legal pages. */
  contactEmail: read('VITE_CONTACT_EMAIL') ?? 'support@staffplan.example',
  /** Product name used in texts. */
  productName: 'StaffPlan',
} as const;
