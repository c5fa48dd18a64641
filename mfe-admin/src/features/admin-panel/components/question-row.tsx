import { Pencil, Power, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@app/ui/components';
import { DividedItem } from '@app/ui/divided-item';
import { useTheme } from 'styled-components';
import type { AdminQuizQuestion } from '@app/contracts/quiz-questions';
import { Badge } from '@app/ui/badge';
import { Row } from '@app/ui/row';
import { SmallText } from '@app/ui/small-text';
import { UntranslatedBadge } from '../../../components/untranslated-badge';
import { localize, useContentLanguage } from '../../../lib/content-language';

interface Props {
  question: AdminQuizQuestion;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
  busy: boolean;
}

/** One question: Active/Inactive, type, difficulty with points, text in the reader's language, questionId and date, and its actions. */
export function QuestionRow({ question: q, onToggle, onEdit, onDelete, busy }: Props) {
  const { t, i18n } = useTranslation('adminPanel');
  const { t: ta } = useTranslation('admin');
  const { semantic } = useTheme();
  const text = localize({ question: q.question }, q.translations, useContentLanguage(), 'question');
  return (
    <DividedItem data-testid="question-row" data-question-id={q.questionId}>
      <Row $wrap $gap="xs">
        <Badge $tone={q.isActive ? 'good' : 'neutral'}>{q.isActive ? t('questions.activeBadge') : t('questions.inactiveBadge')}</Badge>
        <Badge>{t(`questions.types.${q.type}`)}</Badge>
        <Badge>{t('questions.difficultyPoints', { label: ta(`questions.difficulty.${q.difficulty}`), n: q.points })}</Badge>
      </Row>
      <p lang={text.translated ? undefined : 'en'}>
        {text.question} {!text.translated && <UntranslatedBadge />}
      </p>
      <Row $justify="between">
        <SmallText>
          {q.questionId} · {t('questions.created', { date: new Date(q.createdAt).toLocaleDateString(i18n.language) })}
        </SmallText>
        <Row $gap="xs">
          <Button $variant="ghost" $size="icon" type="button" onClick={onToggle} disabled={busy} aria-pressed={q.isActive}
            aria-label={q.isActive ? t('questions.deactivate', { id: q.questionId }) : t('questions.activate', { id: q.questionId })}>
            <Power aria-hidden size={18} color={q.isActive ? semantic.score.good : undefined} />
          </Button>
          <Button $variant="ghost" $size="icon" type="button" onClick={onEdit} aria-label={t('questions.edit', { id: q.questionId })}>
            <Pencil aria-hidden size={18} />
          </Button>
          <Button $variant="ghost" $size="icon" type="button" onClick={onDelete} disabled={busy} aria-label={t('questions.delete', { id: q.questionId })}>
            <Trash2 aria-hidden size={18} />
          </Button>
        </Row>
      </Row>
    </DividedItem>
  );
}

