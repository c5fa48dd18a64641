import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAssignment, deleteAssignmentInvalidates, teamAssignmentsQuery } from '@app/api-client/teams';
import type { TeamDetail } from '@app/contracts/teams';
import { Badge } from '@app/ui/badge';
import { Button, Card, Muted, Spinner, Stack } from '@app/ui/components';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { SmallText } from '@app/ui/small-text';
import { useTeamMutation } from '../api/use-team-mutation';
import { AssignmentForm } from './assignment-form';
import { CompletionBar } from './completion-bar';
import { useDateFormat } from './use-date-format';

/** An assignee's status in the score colours: done is good, overdue poor, open neutral. */
const STATUS_TONE = { done: 'good', overdue: 'poor', open: 'neutral' } as const;

/** The team's assignments with who has done them; a manager adds and deletes them here. */
export function AssignmentsSection({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams');
  const list = useQuery(teamAssignmentsQuery(team.id));
  const [adding, setAdding] = useState(false);
  const formatDate = useDateFormat();
  const remove = useTeamMutation({ call: (id: number) => deleteAssignment(team.id, id), invalidates: deleteAssignmentInvalidates(team.id), success: 'admin.deleted' });

  return (
    <Stack>
      {adding ? <AssignmentForm team={team} onDone={() => setAdding(false)} /> : <Button type="button" onClick={() => setAdding(true)}>{t('admin.assign')}</Button>}
      {list.isPending && <Spinner aria-label={t('admin.sections.assignments')} />}
      {list.isError && <Muted role="alert">{t('errors.loadFailed')}</Muted>}
      {list.data?.length === 0 && <Card><Muted>{t('admin.noAssignments')}</Muted></Card>}
      <List as="div" $columns="auto" $gap="md">
        {list.data?.map((a) => (
          <Card key={a.id} data-testid="team-assignment">
            <Stack $gap="sm">
              <Row $justify="between" $align="start">
                <div>
                  <strong>{a.title}</strong>
                  <SmallText>{`${t(`kinds.${a.kind}`)} · ${t('mine.due', { date: formatDate(a.dueAt) })}`}</SmallText>
                </div>
                <Button $variant="ghost" $size="icon" type="button" aria-label={`${t('admin.remove')}: ${a.title}`} onClick={() => remove.mutate(a.id)} disabled={remove.isPending}>
                  <Trash2 aria-hidden size={18} />
                </Button>
              </Row>
              <CompletionBar done={a.done} total={a.total} />
              <List $gap="xs">
                {a.assignees.map((p) => (
                  <Row as="li" key={p.userId} $justify="between">
                    <span>{p.name}</span>
                    <Badge $tone={STATUS_TONE[p.status]}>{t(`status.${p.status}`)}</Badge>
                  </Row>
                ))}
              </List>
            </Stack>
          </Card>
        ))}
      </List>
    </Stack>
  );
}
