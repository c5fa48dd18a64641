import type { QueryKey } from '@tanstack/react-query';
import { accountExportSchema, type DeleteAccountRequest, type ForgotPasswordRequest, type ResetPasswordRequest } from '@app/contracts/account';
import {
  messageResponseSchema,
  registerResponseSchema,
  verifyEmailResponseSchema,
  type ChangePasswordRequest,
  type RegisterRequest,
  type ResendVerificationRequest,
  type UpdateProfileRequest,
} from '@app/contracts/auth';
import { pushPublicKeySchema, type PushSubscriptionBody } from '@app/contracts/push';
import { currentUserSchema } from '@app/contracts/user';
import { currentUserKey } from './auth-keys';
import { apiGet, apiRequest } from './http';

// The account outside signing in and out (auth.ts): registration, e-mail verification, password
// reset, the settings' profile, password, data export, deletion and push subscriptions.

export const register = (body: RegisterRequest) => apiRequest('POST', '/api/auth/register', body, registerResponseSchema);

/**
 * GET /api/auth/verify-email?token=. Not a react-query query: the token is single-use, so it must
 * be sent exactly once, never cached or retried.
 */
export const verifyEmail = (token: string) => apiGet(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, verifyEmailResponseSchema);
export const resendVerification = (body: ResendVerificationRequest) => apiRequest('POST', '/api/auth/resend-verification', body, messageResponseSchema);
export const forgotPassword = (body: ForgotPasswordRequest) => apiRequest('POST', '/api/auth/forgot-password', body, messageResponseSchema);
export const resetPassword = (body: ResetPasswordRequest) => apiRequest('POST', '/api/auth/reset-password', body, messageResponseSchema);

/** PATCH /api/auth/profile: answers the updated user. */
export const updateProfile = (body: UpdateProfileRequest) => apiRequest('PATCH', '/api/auth/profile', body, currentUserSchema);
/** What a profile update rewrites with its answer (setQueryData, no refetch): the cached current user. */
export const updateProfileUpdates: QueryKey = currentUserKey;

export const changePassword = (body: ChangePasswordRequest) => apiRequest('POST', '/api/auth/password', body, messageResponseSchema);
/** DELETE /api/auth/account with the password; answers 204 (the app then signs out and reloads). */
export const deleteAccount = (body: DeleteAccountRequest) => apiRequest<void>('DELETE', '/api/auth/account', body);
/** GET /api/auth/account/export: the user and every row of theirs, table by table. */
export const exportAccountData = () => apiGet('/api/auth/account/export', accountExportSchema);

/** The server's VAPID public key, for PushManager.subscribe. */
export const getPushPublicKey = async () => (await apiGet('/api/push/public-key', pushPublicKeySchema)).publicKey;
export const savePushSubscription = (body: PushSubscriptionBody) => apiRequest<void>('POST', '/api/push/subscriptions', body);
export const removePushSubscription = (endpoint: string) => apiRequest<void>('POST', '/api/push/subscriptions/remove', { endpoint });
