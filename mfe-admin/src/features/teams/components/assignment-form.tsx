import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assignmentTargetsQuery, createAssignment, createAssignmentInvalidates } from '@app/api-client/teams';
import { ASSIGNMENT_KINDS, MEDAL_KINDS, MEDALS, assignmentKindSchema, medalSchema, type AssignmentKind, type Medal, type TeamDetail } from '@app/contracts/teams';
import { Button, Card, Input, Label, Muted, Stack } from '@app/ui/components';
import { Field } from '@app/ui/field';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { Select } from '@app/ui/select';
import { CheckRow } from '../../../components/form-controls';
import { useTeamMutation } from '../api/use-team-mutation';

/** The date-time input's value for a moment (local time), a week from now by default. */
const localInput = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** A new assignment: what (kind and scenario, with a minimum score or medal), by when, and for whom. */
export function AssignmentForm({ team, onDone }: { team: TeamDetail; onDone: () => void }) {
  const { t } = useTranslation('teams');
  const targets = useQuery(assignmentTargetsQuery());
  const [kind, setKind] = useState<AssignmentKind>('scenario');
  const [target, setTarget] = useState('');
  const [minScore, setMinScore] = useState('');
  const [medal, setMedal] = useState<Medal | ''>('');
  const [dueAt, setDueAt] = useState(() => localInput(new Date(Date.now() + 7 * 86_400_000)));
  const [chosen, setChosen] = useState<number[] | null>(null);
  const options = (targets.data ?? []).filter((x) => x.kind === kind);
  const medalAllowed = MEDAL_KINDS.includes(kind);
  const selected = target || options[0]?.target || '';
  const members = team.members.filter((m) => m.role === 'member');
  const chooseKind = (value: string) => {
    const next = assignmentKindSchema.safeParse(value);
    if (!next.success) return;
    setKind(next.data);
    setTarget('');
  };
  const create = useTeamMutation({
    call: () =>
      createAssignment(team.id, {
        kind,
        target: selected,
        requirement: { ...(minScore !== '' && kind !== 'disc' ? { minScore: Number(minScore) } : {}), ...(medal && medalAllowed ? { medal } : {}) },
        dueAt: new Date(dueAt).toISOString(),
        ...(chosen ? { userIds: chosen } : {}),
      }),
    invalidates: createAssignmentInvalidates(team.id),
    success: 'admin.created',
    onSuccess: onDone,
  });

  return (
    <Card as="form" aria-label={t('admin.assign')} onSubmit={(e: React.FormEvent) => { e.preventDefault(); create.mutate(undefined); }}>
      <Stack>
        <List as="div" $columns="auto" $gap="md">
          <Field label={t('admin.kind')}>
            <Select id="assignment-kind" value={kind} onChange={(e) => chooseKind(e.target.value)}>
              {ASSIGNMENT_KINDS.map((k) => <option key={k} value={k}>{t(`kinds.${k}`)}</option>)}
            </Select>
          </Field>
          {kind === 'disc' ? (
            <Muted data-testid="assignment-disc-note">{t('admin.discNoTarget')}</Muted>
          ) : (
            <>
              <Field label={t(`admin.targetLabels.${kind}`)}>
                <Select id="assignment-target" value={selected} onChange={(e) => setTarget(e.target.value)}>
                  {options.map((o) => <option key={o.target} value={o.target}>{o.title}</option>)}
                </Select>
              </Field>
              <Field label={t('admin.minScore')}>
                <Input id="assignment-min" type="number" inputMode="numeric" min={0} max={100} value={minScore} onChange={(e) => setMinScore(e.target.value)} />
              </Field>
            </>
          )}
          {medalAllowed && (
            <Field label={t('admin.medal')}>
              <Select id="assignment-medal" value={medal} onChange={(e) => setMedal(medalSchema.safeParse(e.target.value).data ?? '')}>
                <option value="">{t('admin.none')}</option>
                {MEDALS.map((m) => <option key={m} value={m}>{t(`medals.${m}`)}</option>)}
              </Select>
            </Field>
          )}
          <Field label={t('admin.dueAt')}>
            <Input id="assignment-due" type="datetime-local" value={dueAt} onChange={(e) => setDueAt(e.target.value)} required />
          </Field>
        </List>
        <Stack $gap="sm">
          <Label as="span">{t('admin.assignees')}</Label>
          <CheckRow>
            <input type="checkbox" checked={chosen === null} onChange={(e) => setChosen(e.target.checked ? null : [])} />
            {t('admin.wholeTeam')}
          </CheckRow>
          {chosen !== null && members.map((m) => (
            <CheckRow key={m.userId}>
              <input type="checkbox" checked={chosen.includes(m.userId)} onChange={(e) => setChosen(e.target.checked ? [...chosen, m.userId] : chosen.filter((id) => id !== m.userId))} />
              {m.name}
            </CheckRow>
          ))}
          <Row $justify="end" $wrap>
            <Button type="button" $variant="ghost" onClick={onDone}>{t('admin.cancel')}</Button>
            <Button type="submit" disabled={create.isPending || (kind !== 'disc' && !selected)}>{t('admin.assign')}</Button>
          </Row>
        </Stack>
      </Stack>
    </Card>
  );
}
