import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DASHBOARD_SKILLS, type DashboardMember } from '@app/contracts/teams';
import { palette, scoreColor } from '@app/ui/tokens';

/** Members x skills, each cell in the app's score colours (green 80+, yellow 60-79, red below); a name opens the agent. */
export function SkillHeatmap({ members, onOpen }: { members: DashboardMember[]; onOpen: (m: DashboardMember) => void }) {
  const { t } = useTranslation('teams');
  return (
    <Scroll role="region" aria-labelledby="heatmap-title" tabIndex={0}>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('csv.name')}</th>
            {DASHBOARD_SKILLS.map((s) => <th key={s} scope="col">{t(`csv.${s}`)}</th>)}
            <th scope="col">{t('csv.compliance')}</th>
            <th scope="col">{t('csv.sessions')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.userId} data-testid="heatmap-row">
              <th scope="row">
                <NameButton type="button" onClick={() => onOpen(m)}>{m.name}</NameButton>
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
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 3px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  th { text-align: left; font-weight: 600; white-space: nowrap; }
  td { text-align: center; min-width: 48px; }
`;

const Cell = styled.td<{ $empty: boolean }>`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-weight: 700;
  /* The score colours are mid-tones: dark text reads on all three. */
  color: ${({ theme, $empty }) => ($empty ? theme.colors.textMuted : palette.light.text)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const NameButton = styled.button`
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0 ${({ theme }) => theme.space.xs};
  background: none;
  border: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
  text-align: left;
`;
