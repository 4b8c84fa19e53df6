import type { Config } from './index';

/**
 * Whether a listening or client address is this machine only.
 * @example
 * isLoopbackAddress('::ffff:127.0.0.1') // true
 * isLoopbackAddress('0.0.0.0') // false
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const host = address.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(host);
}

/**
 * What a person starting the server should know about unsafe or incomplete settings, one
 * line each (printed as warnings at start).
 * @example
 * startupWarnings(loadConfig({ HOST: '0.0.0.0' }))[0] // 'HOST=0.0.0.0 is not a loopback ...'
 */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  const localMail = !config.production && !config.smtpUrl;
  if (!config.production && !isLoopbackAddress(config.host)) {
    warnings.push(
      `HOST=${config.host || '(all)'} is not a loopback address: this development server (NODE_ENV=${config.nodeEnv}) is reachable from the network; set HOST=127.0.0.1 to keep it on this machine.`,
    );
  }
  if (localMail && config.devMailbox) {
    warnings.push(
      'DEV_MAILBOX=1: /dev/mailbox shows confirmation and password-reset links to every client that reaches this server.',
    );
  }
  if (config.production && !config.smtpUrl) {
    warnings.push(
      'NODE_ENV=production without SMTP_URL: auth e-mails (confirmation, password reset) cannot be sent.',
    );
  }
  return warnings;
}
