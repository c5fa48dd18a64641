import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { teamDashboardQuery } from '@app/api-client/teams';
import type { DashboardMember } from '@app/contracts/teams';
import { Button, Card, Muted, Spinner, Stack } from '@app/ui/components';
import { List } from '@app/ui/list';
import { SectionHeading } from '@app/ui/section-heading';
import { CompletionBar } from './completion-bar';
import { MemberDrillDown } from './member-drill-down';
import { SkillHeatmap } from './skill-heatmap';
import { TrendChart } from './trend-chart';
import { useCsvDownload } from './use-csv-download';

/** The manager's dashboard: completion per assignment, the skill heatmap, the weekly trend, and one agent's activity on a tap. */
export function DashboardSection({ teamId }: { teamId: number }) {
  const { t } = useTranslation('teams');
  const dashboard = useQuery(teamDashboardQuery(teamId));
  const [agent, setAgent] = useState<DashboardMember | null>(null);
  const download = useCsvDownload(teamId);
  if (dashboard.isPending) return <Spinner aria-label={t('admin.sections.dashboard')} />;
  if (dashboard.isError) return <Muted role="alert">{t('errors.loadFailed')}</Muted>;
  const d = dashboard.data;

  return (
    <Layout>
      <Wide>
        <Button type="button" $variant="ghost" onClick={() => void download()}>
          <Download aria-hidden size={18} /> {t('admin.exportCsv')}
        </Button>
      </Wide>
      <Card aria-labelledby="completion-title">
        <SectionHeading id="completion-title">{t('admin.completion')}</SectionHeading>
        {d.assignments.length === 0 && <Muted>{t('admin.noAssignments')}</Muted>}
        <List $gap="md">
          {d.assignments.map((a) => (
            <Stack as="li" $gap="sm" key={a.id} data-testid="dashboard-assignment">
              <strong>{a.title}</strong>
              <CompletionBar done={a.done} total={a.total} />
            </Stack>
          ))}
        </List>
      </Card>
      <Card aria-labelledby="trend-title">
        <SectionHeading id="trend-title">{t('admin.trend')}</SectionHeading>
        <TrendChart trend={d.trend} />
      </Card>
      <Wide as={Card} aria-labelledby="heatmap-title">
        <SectionHeading id="heatmap-title">{t('admin.heatmap')}</SectionHeading>
        {d.members.length === 0 ? <Muted>{t('admin.noMembers')}</Muted> : <SkillHeatmap members={d.members} onOpen={setAgent} />}
      </Wide>
      {agent && <MemberDrillDown teamId={teamId} member={agent} onClose={() => setAgent(null)} />}
    </Layout>
  );
}

// One column on a phone; on a desktop the cards sit side by side and the heatmap takes the full width.
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  /* minmax(0, ...): the heatmap scrolls inside its card instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  > * { min-width: 0; }
  @media (min-width: 900px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  align-items: stretch;
  @media (min-width: 900px) { align-items: flex-start; }
`;
