import { Bot, Sparkles, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { criterionCheck } from '@app/contracts/criterion-check';
import { DEFAULT_PASS_MARK, MAX_CRITERIA, MIN_CRITERIA, type AdminScorecard, type ScorecardInput } from '@app/contracts/scorecards';
import { Button, Card, Input, Label, Stack } from '@app/ui/components';
import { Field } from '@app/ui/field';
import { Row } from '@app/ui/row';
import { SmallText } from '@app/ui/small-text';
import { Fieldset } from '../../../components/form-controls';

/** The card as the dialog edits it: the contract's input (a criterion's description may be left out). */
export type CardDraft = ScorecardInput;

export const draftOf = (card: AdminScorecard | null | undefined): CardDraft | null =>
  card ? { passMark: card.passMark, criteria: card.criteria.map(({ title, description, weight }) => ({ title, description, weight })) } : null;

const blank = () => ({ title: '', description: '', weight: 1 });

interface Props {
  /** null: the scenario is scored on the default card. */
  value: CardDraft | null;
  onChange: (card: CardDraft | null) => void;
}

/**
 * The scenario's scorecard: a pass mark and 3 to 8 free-text criteria. Under each, whether the
 * built-in coach can check it (and with which judgment) or only the openai provider can.
 */
export function ScorecardEditor({ value, onChange }: Props) {
  const { t } = useTranslation('knowledge');
  if (!value) {
    return (
      <Fieldset data-testid="scorecard-editor">
        <Label as="legend">{t('scorecard.title')}</Label>
        <SmallText>{t('scorecard.defaultCard')}</SmallText>
        <Button type="button" $variant="ghost" onClick={() => onChange({ passMark: DEFAULT_PASS_MARK, criteria: [blank(), blank(), blank()] })}>
          {t('scorecard.writeCard')}
        </Button>
      </Fieldset>
    );
  }
  const setCriterion = (i: number, patch: Partial<CardDraft['criteria'][number]>) =>
    onChange({ ...value, criteria: value.criteria.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  return (
    <Fieldset data-testid="scorecard-editor">
      <Label as="legend">{t('scorecard.title')}</Label>
      <Label htmlFor="scorecard-pass-mark">{t('scorecard.passMark')}</Label>
      <Input id="scorecard-pass-mark" type="number" inputMode="numeric" min={0} max={100} value={value.passMark} onChange={(e) => onChange({ ...value, passMark: Number(e.target.value) })} />
      <SmallText>{t('scorecard.limits')}</SmallText>
      {value.criteria.map((c, i) => {
        const check = c.title.trim() ? criterionCheck(c.title, c.description) : null;
        return (
          <Card as="section" key={i} aria-label={t('scorecard.criterion', { n: i + 1 })}>
            <Stack $gap="xs">
              <Row $gap="xs">
                <Input aria-label={`${t('scorecard.criterion', { n: i + 1 })}: ${t('scorecard.criterionTitle')}`} placeholder={t('scorecard.criterionTitle')} value={c.title} maxLength={80} onChange={(e) => setCriterion(i, { title: e.target.value })} />
                <Button $variant="ghost" $size="icon" type="button" aria-label={t('scorecard.remove', { n: i + 1 })} disabled={value.criteria.length <= MIN_CRITERIA} onClick={() => onChange({ ...value, criteria: value.criteria.filter((_, j) => j !== i) })}>
                  <X aria-hidden size={18} />
                </Button>
              </Row>
              <Input aria-label={`${t('scorecard.criterion', { n: i + 1 })}: ${t('scorecard.criterionDescription')}`} placeholder={t('scorecard.criterionDescription')} value={c.description ?? ''} maxLength={240} onChange={(e) => setCriterion(i, { description: e.target.value })} />
              <Field label={t('scorecard.weight')}>
                <Input id={`criterion-weight-${i}`} type="number" inputMode="numeric" min={1} max={10} value={c.weight} onChange={(e) => setCriterion(i, { weight: Number(e.target.value) })} />
              </Field>
              {c.title.trim() && (
                <SmallText as="div" data-testid="criterion-judge" data-check={check ?? 'openai'}>
                  <Row $gap="xs" $align="start">
                    {check ? <Bot aria-hidden size={16} /> : <Sparkles aria-hidden size={16} />}
                    <span>{check ? t('scorecard.checkedByCoach', { check: t(`scorecard.checks.${check}`) }) : t('scorecard.openaiOnly')}</span>
                  </Row>
                </SmallText>
              )}
            </Stack>
          </Card>
        );
      })}
      <Row $wrap $gap="xs">
        <Button type="button" $variant="ghost" disabled={value.criteria.length >= MAX_CRITERIA} onClick={() => onChange({ ...value, criteria: [...value.criteria, blank()] })}>
          {t('scorecard.add')}
        </Button>
        <Button type="button" $variant="ghost" onClick={() => onChange(null)}>
          {t('scorecard.useDefault')}
        </Button>
      </Row>
    </Fieldset>
  );
}
