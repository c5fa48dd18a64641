import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@app/contracts/auth';

// What signing in needs only once the visitor uses the form: its rules (zod) and the request.
export { login } from '@app/api-client/auth';
export const loginResolver = zodResolver(loginRequestSchema);
