import { verifyEmailResponseSchema } from '@app/contracts/auth';
import { apiGet } from '@app/api-client/http';

// Not a react-query query: the token is single-use, so it must be sent exactly once, never cached or retried.
export const verifyEmail = (token: string) => apiGet(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, verifyEmailResponseSchema);
