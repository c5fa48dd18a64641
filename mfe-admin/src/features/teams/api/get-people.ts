import { useQuery } from '@tanstack/react-query';
import { adminUsersQuery } from '@app/api-client/admin-users';

/** The accounts an admin can add to a team (the same cache as the users tab). */
export const usePeople = (enabled: boolean) => useQuery({ ...adminUsersQuery(), enabled });
