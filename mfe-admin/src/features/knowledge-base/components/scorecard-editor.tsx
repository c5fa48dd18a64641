import { Bot, Sparkles, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { criterionCheck } from '@app/contracts/criterion-check';
import { DEFAULT_PASS_MARK, MAX_CRITERIA, MIN_CRITERIA, type AdminScorecard } from '@app/contracts/scorecards';
import { Button, Input, Label } from '@app/ui/components';
import { Row } from '@app/ui/row';
import { SmallText } from '@app/ui/small-text';
import { Fieldset, IconButton, Legend } from '../../../components/form-controls';

export interface CardDraft {
  passMark: number;
  criteria: { title: string; description: string; weight: number }[];
}

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
        <Legend>{t('scorecard.title')}</Legend>
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
      <Legend>{t('scorecard.title')}</Legend>
      <Label htmlFor="scorecard-pass-mark">{t('scorecard.passMark')}</Label>
      <Narrow id="scorecard-pass-mark" type="number" inputMode="numeric" min={0} max={100} value={value.passMark} onChange={(e) => onChange({ ...value, passMark: Number(e.target.value) })} />
      <SmallText>{t('scorecard.limits')}</SmallText>
      {value.criteria.map((c, i) => {
        const check = c.title.trim() ? criterionCheck(c.title, c.description) : null;
        return (
          <Criterion key={i} aria-label={t('scorecard.criterion', { n: i + 1 })}>
            <Row $wrap $gap="xs">
              <Input aria-label={`${t('scorecard.criterion', { n: i + 1 })}: ${t('scorecard.criterionTitle')}`} placeholder={t('scorecard.criterionTitle')} value={c.title} maxLength={80} onChange={(e) => setCriterion(i, { title: e.target.value })} />
              <IconButton type="button" aria-label={t('scorecard.remove', { n: i + 1 })} disabled={value.criteria.length <= MIN_CRITERIA} onClick={() => onChange({ ...value, criteria: value.criteria.filter((_, j) => j !== i) })}>
                <X aria-hidden size={18} />
              </IconButton>
            </Row>
            <Input aria-label={`${t('scorecard.criterion', { n: i + 1 })}: ${t('scorecard.criterionDescription')}`} placeholder={t('scorecard.criterionDescription')} value={c.description} maxLength={240} onChange={(e) => setCriterion(i, { description: e.target.value })} />
            <Row $wrap $gap="xs">
              <Label htmlFor={`criterion-weight-${i}`}>{t('scorecard.weight')}</Label>
              <Narrow id={`criterion-weight-${i}`} type="number" inputMode="numeric" min={1} max={10} value={c.weight} onChange={(e) => setCriterion(i, { weight: Number(e.target.value) })} />
            </Row>
            {c.title.trim() && (
              <Judge data-testid="criterion-judge" data-check={check ?? 'openai'}>
                {check ? <Bot aria-hidden size={16} /> : <Sparkles aria-hidden size={16} />}
                {check ? t('scorecard.checkedByCoach', { check: t(`scorecard.checks.${check}`) }) : t('scorecard.openaiOnly')}
              </Judge>
            )}
          </Criterion>
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

const Criterion = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Narrow = styled(Input)`
  width: 6rem;
`;

const Judge = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  svg { flex: none; margin-top: 1px; }
`;
