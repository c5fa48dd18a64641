import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ClipboardList, Users } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { myAssignmentsQuery, teamsQuery } from '@app/api-client/my-teams';
import { assignmentHref, type MyAssignment } from '@app/contracts/my-teams';
import { Card } from '@app/ui/components';
import { scoreColor } from '@app/ui/tokens';

const ORDER = { overdue: 0, open: 1, done: 2 } as const;

/** "My assignments" on the home: what the agent's managers assigned, a tap starting that practice; managers get a way to their teams. */
export function MyAssignments({ isAdmin }: { isAdmin: boolean }) {
  const { t, i18n } = useTranslation('teams');
  const assignments = useQuery(myAssignmentsQuery());
  const teams = useQuery(teamsQuery());
  const manages = isAdmin || (teams.data ?? []).some((team) => team.myRole === 'manager');
  const list = [...(assignments.data ?? [])].sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.dueAt.localeCompare(b.dueAt));
  // The page's first date formatter loads the locale data (tens of ms on a phone): built only with dates to show.
  const hasDates = list.length > 0;
  const date = useMemo(() => (hasDates ? new Intl.DateTimeFormat(i18n.language === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : undefined), [i18n.language, hasDates]);
  // Agents outside any team see nothing here: the card is for teams.
  if (!manages && list.length === 0 && !(teams.data ?? []).length) return null;

  return (
    <Box aria-labelledby="my-assignments-title" data-testid="my-assignments">
      <Top>
        <ClipboardList aria-hidden size={20} />
        <h2 id="my-assignments-title">{t('mine.title')}</h2>
        {manages && (
          <TeamsLink to="/teams">
            <Users aria-hidden size={16} /> {t('title')}
          </TeamsLink>
        )}
      </Top>
      {assignments.isSuccess && list.length === 0 && <Empty>{t('mine.empty')}</Empty>}
      <List>
        {list.map((a) => (
          <li key={a.id}>
            <Item to={assignmentHref(a.kind, a.target)} data-testid="my-assignment" $status={a.status}>
              <span>
                <strong>{a.title}</strong>
                <small>{`${t(`kinds.${a.kind}`)} · ${t('mine.due', { date: date?.format(new Date(a.dueAt)) })}${requirementText(a, t)}`}</small>
                <Progress role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={a.progress} aria-label={t('mine.progress', { value: a.progress })}>
                  <i style={{ width: `${a.progress}%`, background: scoreColor(a.status === 'done' ? 100 : a.progress) }} />
                </Progress>
              </span>
              <Status $status={a.status}>{t(`status.${a.status}`)}</Status>
            </Item>
          </li>
        ))}
      </List>
    </Box>
  );
}

function requirementText(a: MyAssignment, t: TFunction<'teams'>) {
  const parts = [
    a.requirement.minScore !== undefined ? t('mine.requirement.minScore', { score: a.requirement.minScore }) : null,
    a.requirement.medal ? t('mine.requirement.medal', { medal: t(`medals.${a.requirement.medal}`) }) : null,
  ].filter(Boolean);
  return parts.length ? ` · ${parts.join(', ')}` : '';
}

const Box = styled(Card)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h2 { flex: 1; margin: 0; font-size: ${({ theme }) => theme.fontSize.md}; }
  > svg { color: ${({ theme }) => theme.colors.primary}; }
`;

const TeamsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.touch};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const Empty = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled(Link)<{ $status: MyAssignment['status'] }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touch};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $status }) => ($status === 'overdue' ? theme.semantic.score.poor : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  > span:first-child { flex: 1; display: flex; flex-direction: column; gap: 4px; min-width: 0; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Progress = styled.span`
  display: block;
  height: 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
  i { display: block; height: 100%; }
`;

const Status = styled.span<{ $status: MyAssignment['status'] }>`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  color: ${({ theme, $status }) => ($status === 'done' ? theme.semantic.score.good : $status === 'overdue' ? theme.semantic.score.poor : theme.colors.textMuted)};
`;
