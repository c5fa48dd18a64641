import * as z from '@app/contracts/zod';
import { safeText } from './safe-text';

export const MIN_PASSWORD_LENGTH = 6;

// Messages are i18n keys (common namespace): the apps and the API translate them into the user's language.
const requiredEmail = z.string().trim().min(1, 'validation.required').email('validation.email').max(200, 'validation.tooLong');
const nameField = z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong').superRefine(safeText({ multiline: false }));
// Usernames are handles: stored in lower case so "Alex" and "alex" cannot be two people.
const usernameField = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'validation.usernameShort')
  .max(30, 'validation.tooLong')
  .regex(/^[a-z0-9_.-]+$/, 'validation.usernameChars');
const newPasswordField = z.string().min(MIN_PASSWORD_LENGTH, 'validation.passwordShort').max(200, 'validation.tooLong');

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, 'validation.required').email('validation.email'),
  password: z.string().min(1, 'validation.required'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  name: nameField,
  username: usernameField,
  email: requiredEmail.toLowerCase(),
  password: newPasswordField,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Login and registration: a token when signed in; requiresVerification while the e-mail is unconfirmed. */
export const loginResponseSchema = z.object({
  token: z.string().optional(),
  requiresVerification: z.boolean().optional(),
  message: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
/** Spec 000 §3/§7: registration signs in at once; the message mentions the welcome e-mail. */
export const registerResponseSchema = z.object({ token: z.string(), message: z.string().optional() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const verifyEmailQuerySchema = z.object({
  token: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
});

/** The address is confirmed; no session comes with it (the visitor signs in, or already is). */
export const verifyEmailResponseSchema = z.object({ message: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const resendVerificationRequestSchema = z.object({ email: requiredEmail });
export type ResendVerificationRequest = z.infer<typeof resendVerificationRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const updateProfileRequestSchema = z.object({ name: nameField, username: usernameField, leaderboardVisible: z.boolean().optional() });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
/** PATCH /api/auth/profile with only this: whether the user's name shows on team leaderboards. */
export const leaderboardSettingSchema = z.object({ leaderboardVisible: z.boolean({ error: 'validation.required' }) });
export type ProfilePatch = UpdateProfileRequest | z.infer<typeof leaderboardSettingSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'validation.required'),
  newPassword: newPasswordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export { userSummarySchema, type UserSummary } from './user-summary';
