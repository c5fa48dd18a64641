import type { AccountExport, DeleteAccountRequest } from '@app/contracts/account';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { EXPORTED_RELATIONS, type AccountRepository } from './account.repository';

// Never in an export: the password hash, and the push subscription's keys (they let anyone push to the device).
const SECRET_FIELDS = new Set(['passwordHash', 'tokenHash', 'p256dh', 'auth']);

/** A plain JSON copy without secrets; JSON strings the API stores in text columns stay as they are. */
function scrub(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object') return scrubRow(value);
  return value;
}

/** A row (the user's, a table's) as scrubbed JSON: its fields without secrets. */
function scrubRow(row: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !SECRET_FIELDS.has(k)).map(([k, v]) => [k, scrub(v)]));
}

export function createAccountService(repo: AccountRepository, now: () => Date = () => new Date()) {
  async function checkPassword(userId: number, password: string) {
    const user = await repo.findUser(userId);
    if (!user) throw new AppError('unauthorized', 401);
    if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('invalidCredentials', 400, 'account:errors.passwordWrong');
    return user;
  }

  return {
    /** With the password: removes the user and, by cascade, every row of theirs (sessions too: signed out everywhere). */
    async deleteAccount(userId: number, input: DeleteAccountRequest): Promise<void> {
      // A second submit of the same deletion finds the account gone: 404, never an error of the database.
      const gone = new AppError('notFound', 404);
      if (!(await repo.findUser(userId))) throw gone;
      await checkPassword(userId, input.password);
      if (!(await repo.deleteUser(userId))) throw gone;
    },

    /** The user's profile and all their rows, relation by relation (GDPR-style "download my data"). */
    async exportData(userId: number): Promise<AccountExport> {
      const user = await repo.findUser(userId);
      if (!user) throw new AppError('unauthorized', 401);
      const rows = await Promise.all(EXPORTED_RELATIONS.map(async (relation) => [relation, (await repo.listForExport(relation, userId)).map(scrubRow)] as const));
      return { exportedAt: now().toISOString(), user: scrubRow(user), data: Object.fromEntries(rows) };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
