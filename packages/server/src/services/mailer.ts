import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config/index';
import type { Db } from '../db/connect';
import type { Mail, Mailer } from '../types';

/**
 * E-mail through SMTP when SMTP_URL is set. Otherwise, in development, into the outbox table
 * and the log, with the link, so a person running locally can confirm their account
 * (/dev/mailbox); in production, an error line saying the mail was not sent, without the link.
 */
export function createMailer(deps: { config: Config; db: Db; logger: Logger }): Mailer {
  const { smtpUrl, smtpFrom } = deps.config;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail: Mail) {
        await transport.sendMail({
          from: smtpFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
        deps.logger.info({ to: mail.to, subject: mail.subject }, 'e-mail sent via SMTP');
      },
      async close() {
        transport.close();
      },
    };
  }
  if (deps.config.production) {
    // Never the link: in a log it would hand the account to whoever reads the log.
    return {
      async send(mail: Mail) {
        deps.logger.error(
          { to: mail.to, subject: mail.subject },
          'e-mail could not be sent: SMTP_URL is not set (production)',
        );
      },
    };
  }
  return {
    async send(mail: Mail) {
      await deps.db.kysely
        .insertInto('outbox_emails')
        .values({ to: mail.to, subject: mail.subject, text: mail.text, links: JSON.stringify(mail.links) })
        .execute();
      deps.logger.info(
        { to: mail.to, subject: mail.subject, links: mail.links },
        'e-mail written to the outbox',
      );
    },
  };
}
