import { Route, Routes } from 'react-router-dom';
import { Screen } from '@app/ui/components';
import { TeamDetail } from './team-detail';
import { TeamList } from './team-list';

/** /teams: admins manage every team; a manager sees only the teams they manage (the API enforces both). */
export function TeamsPage() {
  return (
    <Screen $wide>
      <Routes>
        <Route index element={<TeamList />} />
        <Route path=":teamId/*" element={<TeamDetail />} />
      </Routes>
    </Screen>
  );
}
