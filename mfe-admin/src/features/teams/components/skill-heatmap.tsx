import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DASHBOARD_SKILLS, type DashboardMember } from '@app/contracts/teams';
import { Button } from '@app/ui/components';
import { ScorePill } from '@app/ui/score-pill';
import { palette, scoreColor } from '@app/ui/tokens';
import { MemberCards } from './member-cards';
import { MedalChips } from './score-chips';
import { useWideLayout } from './use-wide-layout';

/** Members x skills in the app's score colours: a grid on a desktop, a card per member on a phone; a name opens the agent. */
export function SkillHeatmap({ members, onOpen }: { members: DashboardMember[]; onOpen: (m: DashboardMember) => void }) {
  return useWideLayout() ? <HeatmapTable members={members} onOpen={onOpen} /> : <MemberCards members={members} onOpen={onOpen} />;
}

function HeatmapTable({ members, onOpen }: { members: DashboardMember[]; onOpen: (m: DashboardMember) => void }) {
  const { t } = useTranslation('teams');
  return (
    <Table aria-labelledby="heatmap-title">
      <thead>
        <tr>
          <th scope="col">{t('csv.name')}</th>
          {DASHBOARD_SKILLS.map((s) => <th key={s} scope="col">{t(`csv.${s}`)}</th>)}
          <th scope="col">{t('csv.compliance')}</th>
          <th scope="col">{t('csv.sessions')}</th>
          <th scope="col">{t('admin.average')}</th>
          <th scope="col">{t('admin.medalsTitle')}</th>
        </tr>
      </thead>
      <tbody>
        {members.map((m) => (
          <tr key={m.userId} data-testid="heatmap-row">
            <th scope="row">
              <Button type="button" $variant="link" onClick={() => onOpen(m)}>{m.name}</Button>
            </th>
            {DASHBOARD_SKILLS.map((s) => {
              const value = m.skills[s];
              return (
                <Cell key={s} data-testid={`heat-${s}`} style={value === null ? undefined : { background: scoreColor(value) }} $empty={value === null}>
                  {value ?? '—'}
                </Cell>
              );
            })}
            <td>{m.complianceFindings}</td>
            <td>{m.sessions}</td>
            <td>{m.averageScore === null ? '—' : <ScorePill score={m.averageScore}>{Math.round(m.averageScore)}</ScorePill>}</td>
            <td><MedalChips medals={m.medals} /></td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 4px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  th { text-align: left; font-weight: 600; }
  tbody th { white-space: nowrap; }
  thead th { vertical-align: bottom; color: ${({ theme }) => theme.colors.textMuted}; }
  td { text-align: center; min-width: 52px; }
`;

const Cell = styled.td<{ $empty: boolean }>`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-weight: 700;
  /* The score colours are mid-tones: the darkest ink reads at AA on all three. */
  color: ${({ theme, $empty }) => ($empty ? theme.colors.textMuted : palette.dark.bg)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;
