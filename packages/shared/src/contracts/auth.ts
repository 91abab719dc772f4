import { z } from 'zod';
import {
  emailField,
  idParam,
  newPasswordField,
  passwordField,
  requiredString,
  withConfirmedPassword,
} from './fields.ts';

export const loginRequestSchema = z.object({
  email: emailField(),
  password: passwordField(),
  remember: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ two_factor: z.boolean() });

export const registerRequestSchema = withConfirmedPassword(
  z.object({
    name: requiredString('name'),
    email: emailField(),
    password: newPasswordField(),
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
    organisation_name: requiredString('organisation_name').optional(),
  }),
);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField() });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = withConfirmedPassword(
  z.object({
    email: emailField(),
    token: requiredString('token'),
    password: newPasswordField(),
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
  }),
);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** An invited user sets a password with the token from the invitation mail. */
export const createPasswordRequestSchema = withConfirmedPassword(
  z.object({
    email: emailField(),
    token: requiredString('token'),
    name: requiredString('name').optional(),
    password: newPasswordField(),
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
  }),
);
export type CreatePasswordRequest = z.infer<typeof createPasswordRequestSchema>;

export const verificationNotificationRequestSchema = z.object({ email: emailField() });

export const statusResponseSchema = z.object({ status: z.string(), message: z.string().optional() });
export type StatusResponse = z.infer<typeof statusResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

export const updateProfileRequestSchema = z.object({
  name: requiredString('name'),
  email: emailField(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const updatePasswordRequestSchema = withConfirmedPassword(
  z.object({
    current_password: passwordField('current_password'),
    password: newPasswordField(),
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
  }),
);
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;

/** Query of the signed link in the verification mail. */
export const verifyEmailParamsSchema = z.object({ id: idParam, hash: z.string() });
export const verifyEmailQuerySchema = z.object({
  expires: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  signature: z.string(),
});
