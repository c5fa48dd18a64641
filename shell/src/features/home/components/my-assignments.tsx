import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ClipboardList, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { myAssignmentsQuery, teamsQuery } from '@app/api-client/my-teams';
import { assignmentHref } from '@app/contracts/assignment-href';
import type { MyAssignment } from '@app/contracts/my-teams';
import { Badge } from '@app/ui/badge';
import { Button, Card } from '@app/ui/components';
import { EmptyText } from '@app/ui/empty-state';
import { Item, ItemContent } from '@app/ui/item';
import { List } from '@app/ui/list';
import { SmallText } from '@app/ui/small-text';
import { scoreColor } from '@app/ui/tokens';
import { dateTimeFormat } from '../../../lib/date-time-format';
import { IconCardHeader } from './icon-card-header';

const ORDER = { overdue: 0, open: 1, done: 2 } as const;
const STATUS_TONE = { overdue: 'poor', open: 'neutral', done: 'good' } as const;

/** "My assignments" on the home: what the agent's managers assigned, a tap starting that practice; managers get a way to their teams. */
export function MyAssignments({ isAdmin }: { isAdmin: boolean }) {
  const { t, i18n } = useTranslation('teams');
  const assignments = useQuery(myAssignmentsQuery());
  const teams = useQuery(teamsQuery());
  const manages = isAdmin || (teams.data ?? []).some((team) => team.myRole === 'manager');
  const list = [...(assignments.data ?? [])].sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.dueAt.localeCompare(b.dueAt));
  // Only with dates to show; its locale data was loaded on a worker as the page started (warmDateTimeFormat).
  const date = list.length > 0 ? dateTimeFormat(i18n.language) : undefined;
  // Agents outside any team see nothing here: the card is for teams.
  if (!manages && list.length === 0 && !(teams.data ?? []).length) return null;

  return (
    <Card aria-labelledby="my-assignments-title" data-testid="my-assignments">
      <IconCardHeader
        id="my-assignments-title"
        icon={ClipboardList}
        title={t('mine.title')}
        aside={
          manages && (
            <Button asChild $variant="link">
              <Link to="/teams">
                <Users aria-hidden size={16} /> {t('title')}
              </Link>
            </Button>
          )
        }
      />
      {assignments.isSuccess && list.length === 0 && <EmptyText>{t('mine.empty')}</EmptyText>}
      <List>
        {list.map((a) => (
          <li key={a.id}>
            <Item asChild>
              <Link to={assignmentHref(a.kind, a.target)} data-testid="my-assignment">
                <ItemContent>
                  <strong>{a.title}</strong>
                  <SmallText>{`${t(`kinds.${a.kind}`)} · ${t('mine.due', { date: date?.format(new Date(a.dueAt)) })}${requirementText(a, t)}`}</SmallText>
                  <Progress role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={a.progress} aria-label={t('mine.progress', { value: a.progress })}>
                    <i style={{ width: `${a.progress}%`, background: scoreColor(a.status === 'done' ? 100 : a.progress) }} />
                  </Progress>
                </ItemContent>
                <Badge $tone={STATUS_TONE[a.status]}>{t(`status.${a.status}`)}</Badge>
              </Link>
            </Item>
          </li>
        ))}
      </List>
    </Card>
  );
}

function requirementText(a: MyAssignment, t: TFunction<'teams'>) {
  const parts = [
    a.requirement.minScore !== undefined ? t('mine.requirement.minScore', { score: a.requirement.minScore }) : null,
    a.requirement.medal ? t('mine.requirement.medal', { medal: t(`medals.${a.requirement.medal}`) }) : null,
  ].filter(Boolean);
  return parts.length ? ` · ${parts.join(', ')}` : '';
}

// Not the kit's Progress: its Radix code would weigh on the home's first visit (issue 27) for a 6 px bar.
const Progress = styled.span`
  display: block;
  height: 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
  i { display: block; height: 100%; }
`;
