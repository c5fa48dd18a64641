import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { teamsQuery } from '@app/api-client/teams';
import type { CurrentUser } from '@app/contracts/user';
import { Centered, Spinner } from '@app/ui/components';
import { NotAllowed } from '../features/errors/not-allowed';

/** The Teams area: admins, and users who manage a team; everybody else is not allowed (the API refuses them too). */
export function ManagerRoute({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const teams = useQuery({ ...teamsQuery(), enabled: user.role !== 'admin' });
  if (user.role === 'admin') return children;
  if (teams.isPending) {
    return (
      <Centered aria-busy="true">
        <Spinner />
      </Centered>
    );
  }
  return teams.data?.some((team) => team.myRole === 'manager') ? children : <NotAllowed />;
}
