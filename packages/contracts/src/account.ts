import * as z from '@app/contracts/zod';
import { MIN_PASSWORD_LENGTH, changePasswordRequestSchema, registerRequestSchema } from './auth';

// Messages are i18n keys (common namespace), as in auth.ts.
const email = z.string().trim().min(1, 'validation.required').email('validation.email').max(200, 'validation.tooLong');
const newPassword = z.string().min(MIN_PASSWORD_LENGTH, 'validation.passwordShort').max(200, 'validation.tooLong');

/** POST /api/auth/forgot-password: always the same answer, whether or not the address has an account. */
export const forgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /api/auth/reset-password: the token from the mailed link and the new password. */
export const resetPasswordRequestSchema = z.object({
  token: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
  password: newPassword,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** DELETE /api/auth/account: the password again, so a borrowed unlocked phone cannot do it. */
export const deleteAccountRequestSchema = z.object({ password: z.string({ error: 'validation.required' }).min(1, 'validation.required') });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** GET /api/auth/account/export: the user and every row of theirs, table by table. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  user: z.record(z.string(), z.unknown()),
  data: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

// Form schemas: what the screens hold (a confirmation the API never sees), checked in spec 000 §5 order.
const confirmMatches = <T extends { confirmPassword: string }>(pick: (v: T) => string) =>
  (v: T, ctx: z.RefinementCtx) => {
    if (v.confirmPassword && pick(v) && pick(v) !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordMismatch' });
    }
  };

export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: z.string().min(1, 'validation.required') })
  .superRefine(confirmMatches((v) => v.password));
export type RegisterForm = z.input<typeof registerFormSchema>;

export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: z.string().min(1, 'validation.required') })
  .superRefine(confirmMatches((v) => v.newPassword));
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string().min(1, 'validation.required') })
  .superRefine(confirmMatches((v) => v.password));
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;
