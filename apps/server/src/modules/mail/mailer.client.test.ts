import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../testing/fixtures.ts';
import { useTestServer } from '../../testing/test-server.ts';

/** A real SMTP server on loopback stands in for the mail provider. */
const received: { to: string[]; data: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => {
      data += chunk.toString();
    });
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
      callback();
    });
  },
});
const SMTP_PORT = 20000 + Math.floor(Math.random() * 20000);

beforeAll(() => new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const server = useTestServer({
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  MAIL_FROM: 'Stockroom <mail@example.com>',
});

describe('mail over SMTP', () => {
  it('delivers the reset mail to the SMTP server and marks it sent in the outbox', async () => {
    const email = uniqueEmail('smtp');
    const client = server.client();
    await client.csrf();
    await client.post('/api/fortify/register', {
      name: 'Smtp',
      email,
      password: 'long password',
      password_confirmation: 'long password',
    });
    await client.post('/api/fortify/forgot-password', { email });
    const delivered = received.filter((mail) => mail.to.includes(email));
    expect(delivered.map((mail) => /Subject: (.*)/.exec(mail.data)?.[1])).toEqual([
      'Verify Email Address',
      'Reset Password Notification',
    ]);
    // Undo quoted-printable soft line breaks before looking for the link.
    expect(delivered[1]?.data.replace(/=\r\n/g, '')).toContain('/auth/reset-password/');
    const stored = await server.lastMailTo(email);
    expect(stored?.sentAt).toBeInstanceOf(Date);
    expect(stored?.error).toBeNull();
  });
});
