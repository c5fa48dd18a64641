import type { UsersRepository } from '../users/users.repository';
import type { ExportedRelation } from '../users/exported-relations';

export { EXPORTED_RELATIONS, SECRET_RELATIONS } from '../users/exported-relations';

/** Reads one relation's rows of a user; each comes from the repository that owns the table. */
export type ExportReaders = Record<ExportedRelation, (userId: number) => Promise<object[]>>;

/** The account's own reads and writes: the user row is the users module's, every other table its owner's. */
export function createAccountRepository({ users, exportReaders }: { users: Pick<UsersRepository, 'findById' | 'remove'>; exportReaders: ExportReaders }) {
  return {
    findUser: users.findById,
    deleteUser: users.remove,
    listForExport: (relation: ExportedRelation, userId: number) => exportReaders[relation](userId),
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
