import type { UsersRepository } from '../users/users.repository';

export { EXPORTED_RELATIONS, SECRET_RELATIONS } from '../users/exported-relations';

/** The account's own reads and writes; the user table is the users module's, so it is asked there. */
export function createAccountRepository({ users }: { users: Pick<UsersRepository, 'findWithData' | 'remove'> }) {
  return {
    findUserWithData: users.findWithData,
    deleteUser: users.remove,
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
