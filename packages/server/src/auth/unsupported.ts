import { GoTrueError } from './gotrue-error';

// GoTrue endpoints this embedded subset does not offer, with the error GoTrue gives when the
// feature is off; anything else under /auth/v1 is 404 not_found.
const OFF: Array<[RegExp, () => GoTrueError]> = [
  [
    /^DELETE \/user\/identities\/[^/]+$/,
    () =>
      new GoTrueError(
        422,
        'single_identity_not_deletable',
        'User must have at least 1 identity after unlinking',
      ),
  ],
  [
    /^\/(otp|magiclink)$/,
    () => new GoTrueError(422, 'otp_disabled', 'Sign-in with one-time codes and magic links is disabled'),
  ],
  [
    /^\/user\/identities(\/.*)?$/,
    () => new GoTrueError(404, 'manual_linking_disabled', 'Manual linking is disabled'),
  ],
  [/^\/(sso|saml)(\/.*)?$/, () => new GoTrueError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled')],
  [
    /^\/(authorize|callback|oauth\/.*|user\/oauth\/.*)$/,
    () => new GoTrueError(400, 'provider_disabled', 'Unsupported provider: provider is not enabled'),
  ],
  [/^\/(admin\/.*|invite)$/, () => new GoTrueError(403, 'not_admin', 'User not allowed')],
  [
    /^\/factors(\/.*)?$/,
    () => new GoTrueError(422, 'mfa_totp_enroll_not_enabled', 'Multi-factor authentication is disabled'),
  ],
];

/**
 * The JSON error for a call to /auth/v1 that no route answers, so supabase-js shows an
 * AuthApiError with a code (not "Unexpected token" from a plain-text 404).
 * @example
 * unsupportedEndpoint('/auth/v1/otp', 'POST').code // 'otp_disabled'
 */
export function unsupportedEndpoint(path: string, method: string): GoTrueError {
  const rest = path.replace(/^\/auth\/v1/, '').replace(/\/+$/, '');
  const off = OFF.find(([pattern]) => pattern.test(rest) || pattern.test(`${method} ${rest}`));
  if (off) return off[1]();
  return new GoTrueError(404, 'not_found', `${method} ${rest || '/'} is not offered by StaffPlan's auth`);
}
