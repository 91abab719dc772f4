import { APP_NAME } from '@backoffice/shared';
import type { MailMessage } from './mailer.client.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain mail with one call to action; text and HTML say the same thing. */
function actionMail({
  to,
  subject,
  intro,
  action,
  url,
  outro,
  linkName,
}: {
  to: string;
  subject: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
  linkName: string;
}): MailMessage {
  const text = `${intro}\n\n${action}: ${url}\n\n${outro}\n\n${APP_NAME}`;
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>${APP_NAME}</p>`;
  return { to, subject, text, html, links: { [linkName]: url } };
}

export const resetPasswordMail = ({ to, url, minutes }: { to: string; url: string; minutes: number }) =>
  actionMail({
    to,
    subject: 'Reset Password Notification',
    intro: 'You are receiving this email because we received a password reset request for your account.',
    action: 'Reset Password',
    url,
    outro: `This password reset link will expire in ${minutes} minutes. If you did not request a password reset, no further action is required.`,
    linkName: 'reset',
  });

export const verifyEmailMail = ({ to, url }: { to: string; url: string }) =>
  actionMail({
    to,
    subject: 'Verify Email Address',
    intro: 'Please click the button below to verify your email address.',
    action: 'Verify Email Address',
    url,
    outro: 'If you did not create an account, no further action is required.',
    linkName: 'verify',
  });

export const invitationMail = ({
  to,
  url,
  organisationName,
  inviterName,
}: {
  to: string;
  url: string;
  organisationName: string;
  inviterName: string;
}) =>
  actionMail({
    to,
    subject: `You have been invited to ${organisationName}`,
    intro: `${inviterName} invited you to join ${organisationName} on ${APP_NAME}.`,
    action: 'Create your password',
    url,
    outro: 'If you did not expect this invitation, you can ignore this email.',
    linkName: 'invitation',
  });

/** An invitation for an existing account: the link opens the app, where it is accepted or declined. */
export const invitationToAccountMail = ({
  to,
  url,
  organisationName,
  inviterName,
}: {
  to: string;
  url: string;
  organisationName: string;
  inviterName: string;
}) =>
  actionMail({
    to,
    subject: `You have been invited to ${organisationName}`,
    intro: `${inviterName} invited you to join ${organisationName} on ${APP_NAME}. You become a member once you accept.`,
    action: 'Review the invitation',
    url,
    outro:
      'Sign in to accept or decline it. If you did not expect this invitation, you can decline it or ignore this email.',
    linkName: 'invitation',
  });
