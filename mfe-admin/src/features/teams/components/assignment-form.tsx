import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from '@app/contracts/zod';
import { assignmentTargetsQuery, createAssignment, createAssignmentInvalidates } from '@app/api-client/teams';
import { rowIdSchema } from '@app/contracts/row-id';
import { ASSIGNMENT_KINDS, MEDAL_KINDS, MEDALS, assignmentBodySchema, assignmentKindSchema, medalSchema, requirementSchema, type AssignmentBody, type TeamDetail } from '@app/contracts/teams';
import { Button, Card, FieldError, Input, Label, Muted, Stack } from '@app/ui/components';
import { Field } from '@app/ui/field';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { Select } from '@app/ui/select';
import { CheckRow } from '../../../components/form-controls';
import { useTeamMutation } from '../api/use-team-mutation';

/** The form's fields, each checked with the contract's own rule; the body is built from them on submit. */
const assignmentFormSchema = z
  .object({
    kind: assignmentKindSchema,
    target: assignmentBodySchema.shape.target,
    minScore: requirementSchema.shape.minScore,
    medal: z.union([medalSchema, z.literal('')]),
    dueAt: assignmentBodySchema.shape.dueAt,
    wholeTeam: z.boolean(),
    userIds: z.array(rowIdSchema),
  })
  .refine((f) => f.wholeTeam || f.userIds.length > 0, { path: ['userIds'], message: 'teams:errors.noAssignees' });
type FormInput = z.input<typeof assignmentFormSchema>;
type FormOutput = z.output<typeof assignmentFormSchema>;

/** The date-time input's value for a moment (local time), a week from now by default. */
const localInput = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

const bodyOf = (f: FormOutput): AssignmentBody => ({
  kind: f.kind,
  target: f.kind === 'disc' ? '' : f.target,
  requirement: { ...(f.minScore !== undefined && f.kind !== 'disc' ? { minScore: f.minScore } : {}), ...(f.medal && MEDAL_KINDS.includes(f.kind) ? { medal: f.medal } : {}) },
  dueAt: f.dueAt.toISOString(),
  ...(f.wholeTeam ? {} : { userIds: f.userIds }),
});

/** A new assignment: what (kind and scenario, with a minimum score or medal), by when, and for whom. */
export function AssignmentForm({ team, onDone }: { team: TeamDetail; onDone: () => void }) {
  const { t } = useTranslation('teams');
  const targets = useQuery(assignmentTargetsQuery());
  const { register, handleSubmit, watch, setValue, getValues, formState: { errors } } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(assignmentFormSchema),
    defaultValues: { kind: 'scenario', target: '', medal: '', dueAt: localInput(new Date(Date.now() + 7 * 86_400_000)), wholeTeam: true, userIds: [] },
  });
  const [kind, wholeTeam, chosen] = watch(['kind', 'wholeTeam', 'userIds']);
  const options = useMemo(() => (targets.data ?? []).filter((x) => x.kind === kind), [targets.data, kind]);
  const members = team.members.filter((m) => m.role === 'member');
  // The first target of the chosen kind until the manager picks another.
  useEffect(() => {
    if (!options.some((o) => o.target === getValues('target'))) setValue('target', options[0]?.target ?? '');
  }, [options, getValues, setValue]);
  const create = useTeamMutation({
    call: (body: AssignmentBody) => createAssignment(team.id, body),
    invalidates: createAssignmentInvalidates(team.id),
    success: 'admin.created',
    onSuccess: onDone,
  });
  const errorOf = (message?: string) => message && t(message);
  const choose = (userId: number, on: boolean) => setValue('userIds', on ? [...chosen, userId] : chosen.filter((id) => id !== userId), { shouldValidate: errors.userIds !== undefined });

  return (
    <Card as="form" aria-label={t('admin.assign')} noValidate onSubmit={handleSubmit((f) => create.mutate(bodyOf(f)))}>
      <Stack>
        <List as="div" $columns="auto" $gap="md">
          <Field label={t('admin.kind')}>
            <Select id="assignment-kind" {...register('kind')}>
              {ASSIGNMENT_KINDS.map((k) => <option key={k} value={k}>{t(`kinds.${k}`)}</option>)}
            </Select>
          </Field>
          {kind === 'disc' ? (
            <Muted data-testid="assignment-disc-note">{t('admin.discNoTarget')}</Muted>
          ) : (
            <>
              <Field label={t(`admin.targetLabels.${kind}`)} error={errorOf(errors.target?.message)}>
                <Select id="assignment-target" {...register('target')}>
                  {options.map((o) => <option key={o.target} value={o.target}>{o.title}</option>)}
                </Select>
              </Field>
              <Field label={t('admin.minScore')} error={errorOf(errors.minScore?.message)}>
                <Input id="assignment-min" type="number" inputMode="numeric" min={0} max={100} {...register('minScore', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })} />
              </Field>
            </>
          )}
          {MEDAL_KINDS.includes(kind) && (
            <Field label={t('admin.medal')}>
              <Select id="assignment-medal" {...register('medal')}>
                <option value="">{t('admin.none')}</option>
                {MEDALS.map((m) => <option key={m} value={m}>{t(`medals.${m}`)}</option>)}
              </Select>
            </Field>
          )}
          <Field label={t('admin.dueAt')} error={errorOf(errors.dueAt?.message)}>
            <Input id="assignment-due" type="datetime-local" required {...register('dueAt')} />
          </Field>
        </List>
        <Stack $gap="sm">
          <Label as="span">{t('admin.assignees')}</Label>
          <CheckRow>
            <input type="checkbox" {...register('wholeTeam')} />
            {t('admin.wholeTeam')}
          </CheckRow>
          {!wholeTeam && members.map((m) => (
            <CheckRow key={m.userId}>
              <input type="checkbox" checked={chosen.includes(m.userId)} onChange={(e) => choose(m.userId, e.target.checked)} />
              {m.name}
            </CheckRow>
          ))}
          {!wholeTeam && errors.userIds?.message && <FieldError role="alert">{t(errors.userIds.message)}</FieldError>}
          <Row $justify="end" $wrap>
            <Button type="button" $variant="ghost" onClick={onDone}>{t('admin.cancel')}</Button>
            <Button type="submit" disabled={create.isPending || (kind !== 'disc' && options.length === 0)}>{t('admin.assign')}</Button>
          </Row>
        </Stack>
      </Stack>
    </Card>
  );
}
