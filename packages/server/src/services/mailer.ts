import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config/index';
import type { Db } from '../db/connect';
import type { Mail, Mailer } from '../types';

/**
 * E-mail through SMTP when SMTP_URL is set; otherwise into the outbox table and the log,
 * with the link, so a person running locally can confirm their account (/dev/mailbox).
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
