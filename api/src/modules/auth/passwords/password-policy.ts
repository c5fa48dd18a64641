import { MIN_PASSWORD_LENGTH } from '@app/contracts/auth';
import { AppError } from '../../../lib/errors';
import { isCommonPassword } from './common-passwords';

/**
 * Server-side password rules beyond the shared schema: the schema already enforces the length,
 * this repeats it for callers that bypass the schema and refuses the common passwords.
 */
export function assertAcceptablePassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new AppError('validation', 400, 'validation.passwordShort');
  if (isCommonPassword(password)) throw new AppError('validation', 400, 'validation.passwordCommon');
}
