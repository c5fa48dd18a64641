import type { LastPhoneNumber } from '@app/contracts/voice';
import type { AuthContext } from '../../lib/auth/authenticate';
import type { CallsRepository } from './calls.repository';

/**
 * The number to offer for the next call: the one the user's last call was placed to, kept with the
 * calls on the server (any device), so it is typed once, not for every call.
 */
export function createCallNumberService(repo: Pick<CallsRepository, 'lastPhoneNumber'>) {
  return {
    async last(auth: AuthContext): Promise<LastPhoneNumber> {
      const digits = await repo.lastPhoneNumber(auth.userId);
      // Calls are placed to `+digits` (E.164), so that is the number the user last called.
      return { phoneNumber: digits ? `+${digits}` : null };
    },
  };
}

export type CallNumberService = ReturnType<typeof createCallNumberService>;
