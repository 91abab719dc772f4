import {
  createPasswordRequestSchema,
  errorResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  statusResponseSchema,
  updatePasswordRequestSchema,
  updateProfileRequestSchema,
  userSchema,
  verificationNotificationRequestSchema,
  verifyEmailParamsSchema,
  verifyEmailQuerySchema,
} from '@backoffice/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { signedIn } from '../../plugins/session.ts';
import { createPasswordFromInvitation } from './create-password.usecase.ts';
import {
  DEVICE_COOKIE_DAYS,
  DEVICE_COOKIE_PATH,
  DEVICE_COOKIE_PREFIX,
  deviceCookieName,
  issueDeviceToken,
} from './device-cookie.domain.ts';
import { resendVerificationLink, verifyEmail } from './email-verification.usecases.ts';
import { enforceThrottle } from './enforce-throttle.usecase.ts';
import { attemptLogin } from './login.usecase.ts';
import { requestPasswordReset, resetPassword } from './password-reset.usecases.ts';
import { updatePassword, updateProfile } from './profile.usecases.ts';
import { registerUser } from './register.usecase.ts';

const errors = {
  401: errorResponseSchema,
  419: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
const profileErrors = { 401: errorResponseSchema, 419: errorResponseSchema, 422: errorResponseSchema };
const publicRoute = { public: true } as const;
const userResponse = z.object({ data: userSchema });

/** The same answer whether or not the address has an account, so it cannot be probed. */
const RESET_LINK_SENT = 'If that email address has an account, we have emailed a password reset link.';

/** The device cookies a browser sent (one per account it has signed in to). */
const deviceTokensOf = (request: FastifyRequest) =>
  Object.entries(request.cookies)
    .filter(([name, value]) => name.startsWith(DEVICE_COOKIE_PREFIX) && value)
    .map(([, value]) => value as string);

/** Marks this browser as one that has signed in to the account (see device-cookie.domain.ts). */
function rememberDevice(request: FastifyRequest, reply: FastifyReply, appKey: Buffer, userId: number) {
  reply.setCookie(deviceCookieName(userId), issueDeviceToken({ appKey, userId }), {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
  });
}

/**
 * Fortify-compatible authentication endpoints under /api, and (as Fortify has them) the signed-in
 * user's profile and password changes.
 */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, mailer } = ctx;
  const { appKey, appUrl } = ctx.config;

  app.post(
    '/fortify/login',
    {
      config: publicRoute,
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: loginResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { userId } = await attemptLogin({
        db,
        appKey,
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        deviceTokens: deviceTokensOf(request),
      });
      // A new session id on every sign-in: a session id planted before login is worthless after it.
      await reply.startSession(request, { userId, remember: request.body.remember ?? false });
      rememberDevice(request, reply, appKey, userId);
      return { two_factor: false };
    },
  );

  app.post(
    '/fortify/register',
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        body: registerRequestSchema,
        response: { 201: userResponse, ...errors },
      },
    },
    async (request, reply) => {
      await enforceThrottle({ db, key: `register:${request.ip}`, max: 20, windowSeconds: 3600 });
      const { user } = await registerUser({ db, mailer, appKey, appUrl, input: request.body });
      await reply.startSession(request, { userId: user.id });
      rememberDevice(request, reply, appKey, user.id);
      return reply.code(201).send({ data: user });
    },
  );

  app.post(
    '/fortify/logout',
    { schema: { tags: ['auth'], response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      // Ends the session and hands out a fresh guest one, so the next login has a CSRF token.
      await reply.startSession(request, { userId: null });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/fortify/forgot-password',
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await enforceThrottle({ db, key: `forgot-password:${request.ip}`, max: 6, windowSeconds: 60 });
      await requestPasswordReset({ db, mailer, appUrl, email: request.body.email });
      return { message: RESET_LINK_SENT };
    },
  );

  app.post(
    '/fortify/reset-password',
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await enforceThrottle({ db, key: `reset-password:${request.ip}`, max: 10, windowSeconds: 60 });
      await resetPassword({ db, input: request.body });
      return { message: 'Your password has been reset.' };
    },
  );

  app.post(
    '/fortify/email/verification-notification',
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        body: verificationNotificationRequestSchema,
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await enforceThrottle({ db, key: `verification:${request.ip}`, max: 6, windowSeconds: 60 });
      await resendVerificationLink({ db, mailer, appKey, appUrl, email: request.body.email });
      return reply.code(202).send({ message: 'verification-link-sent' });
    },
  );

  app.get(
    '/fortify/email/verify/:id/:hash',
    {
      config: publicRoute,
      schema: { tags: ['auth'], params: verifyEmailParamsSchema, querystring: verifyEmailQuerySchema },
    },
    async (request, reply) => {
      const { outcome } = await verifyEmail({ db, appKey, ...request.params, ...request.query });
      const verified = outcome === 'verified' || outcome === 'already-verified' ? '1' : outcome;
      return reply.redirect(`/auth/login?verified=${verified}`);
    },
  );

  app.post(
    '/signup/create-password',
    {
      config: publicRoute,
      schema: {
        tags: ['auth'],
        body: createPasswordRequestSchema,
        response: { 200: statusResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await enforceThrottle({ db, key: `create-password:${request.ip}`, max: 10, windowSeconds: 60 });
      const { userId } = await createPasswordFromInvitation({ db, input: request.body });
      await reply.startSession(request, { userId });
      rememberDevice(request, reply, appKey, userId);
      return { status: 'password-created', message: 'Your password has been created.' };
    },
  );

  app.post(
    '/profile',
    {
      schema: {
        tags: ['users'],
        body: updateProfileRequestSchema,
        response: { 200: userResponse, ...profileErrors },
      },
    },
    async (request) => {
      const { user } = await updateProfile({
        db,
        mailer,
        appKey,
        appUrl,
        userId: signedIn(request).user.id,
        input: request.body,
      });
      return { data: user };
    },
  );

  app.put(
    '/profile/update-password',
    {
      schema: {
        tags: ['users'],
        body: updatePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...profileErrors },
      },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      await updatePassword({ db, userId: user.id, sessionId: session.id, input: request.body });
      return { message: 'Your password has been updated.' };
    },
  );
};
