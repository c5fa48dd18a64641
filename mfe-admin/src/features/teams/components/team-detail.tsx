import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { teamQuery } from '@app/api-client/teams';
import { Heading, Muted, Spinner, Stack } from '@app/ui/components';
import { BackLink } from '@app/ui/links';
import { Tabs } from '@app/ui/tabs';
import { AssignmentsSection } from './assignments-section';
import { DashboardSection } from './dashboard-section';
import { MembersSection } from './members-section';
import { TeamHeaderActions } from './team-header-actions';

type Section = 'dashboard' | 'assignments' | 'members';

/** One team: its dashboard, assignments and members (admins also rename, delete and staff it). */
export function TeamDetail() {
  const { t } = useTranslation('teams');
  const teamId = Number(useParams().teamId);
  const team = useQuery({ ...teamQuery(teamId), enabled: Number.isSafeInteger(teamId) && teamId > 0 });
  const [section, setSection] = useState<Section>('dashboard');

  return (
    <Stack $gap="lg">
      <BackLink to="/teams">{t('admin.back')}</BackLink>
      {team.isPending && <Spinner aria-label={t('title')} />}
      {team.isError && <Muted role="alert">{t('errors.loadFailed')}</Muted>}
      {team.data && (
        <>
          <div>
            <Heading>{team.data.name}</Heading>
            <Muted>{t('admin.memberCount', { count: team.data.memberCount })}</Muted>
            <TeamHeaderActions team={team.data} />
          </div>
          <Tabs
            label={team.data.name}
            idPrefix="team"
            value={section}
            onChange={setSection}
            tabs={(['dashboard', 'assignments', 'members'] as const).map((id) => ({ id, label: t(`admin.sections.${id}`) }))}
          >
            {section === 'dashboard' && <DashboardSection teamId={teamId} />}
            {section === 'assignments' && <AssignmentsSection team={team.data} />}
            {section === 'members' && <MembersSection team={team.data} />}
          </Tabs>
        </>
      )}
    </Stack>
  );
}
