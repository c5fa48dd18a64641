import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 6;

// Messages are i18n keys: the apps and the API translate them into the user's language.
export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, 'validation.required').email('validation.email'),
  password: z.string().min(1, 'validation.required'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  username: z
    .string()
    .trim()
    .min(3, 'validation.usernameShort')
    .max(30, 'validation.tooLong')
    .regex(/^[a-zA-Z0-9_.-]+$/, 'validation.usernameChars'),
  email: z.string().trim().min(1, 'validation.required').email('validation.email').max(200, 'validation.tooLong'),
  password: z.string().min(MIN_PASSWORD_LENGTH, 'validation.passwordShort').max(200, 'validation.tooLong'),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string().optional(),
  requiresVerification: z.boolean().optional(),
  message: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
