import nodemailer from 'nodemailer';
import type { BaseLogger } from 'pino';
import type { Database } from '../../db/client.ts';
import { markMailFailed, markMailSent, storeMail } from './mail.repository.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Named links in the mail (reset, verify, invitation), logged when there is no SMTP server. */
  links: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Stores every mail in the outbox, then delivers it over SMTP when SMTP_URL is set. Without SMTP
 * the links are logged, so a local install can still verify, reset and accept invitations.
 * A failed delivery is recorded on the outbox row and logged; it never fails the request that
 * caused it (the user can ask again).
 */
export function createMailer({
  db,
  smtpUrl,
  from,
  log,
}: {
  db: Database;
  smtpUrl?: string;
  from: string;
  /** Fastify's logger or pino's: only these two levels are used. */
  log: Pick<BaseLogger, 'info' | 'error'>;
}): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(message) {
      const id = await storeMail(db, { message });
      if (!transport) {
        log.info(
          { to: message.to, subject: message.subject, links: message.links },
          'mail stored in outbox (no SMTP_URL)',
        );
        return;
      }
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        if (id !== undefined) await markMailSent(db, { id });
      } catch (error) {
        log.error({ err: error, to: message.to }, 'mail delivery failed');
        if (id !== undefined) await markMailFailed(db, { id, error: String(error) });
      }
    },
  };
}
