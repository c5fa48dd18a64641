import { Pencil, Power, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AdminQuizQuestion } from '@app/contracts/quiz-questions';
import { IconButton, RowActions } from '../../../components/form-controls';
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
  const text = localize({ question: q.question }, q.translations, useContentLanguage(), 'question');
  return (
    <Row data-testid="question-row" data-question-id={q.questionId}>
      <Meta>
        <Badge $active={q.isActive}>{q.isActive ? t('questions.activeBadge') : t('questions.inactiveBadge')}</Badge>
        <Tag>{t(`questions.types.${q.type}`)}</Tag>
        <Tag>{t('questions.difficultyPoints', { label: ta(`questions.difficulty.${q.difficulty}`), n: q.points })}</Tag>
      </Meta>
      <Text lang={text.translated ? undefined : 'en'}>
        {text.question} {!text.translated && <UntranslatedBadge />}
      </Text>
      <Footer>
        <small>
          {q.questionId} · {t('questions.created', { date: new Date(q.createdAt).toLocaleDateString(i18n.language) })}
        </small>
        <RowActions>
          <IconButton type="button" onClick={onToggle} disabled={busy} aria-pressed={q.isActive}
            aria-label={q.isActive ? t('questions.deactivate', { id: q.questionId }) : t('questions.activate', { id: q.questionId })}>
            <Power aria-hidden size={18} />
          </IconButton>
          <IconButton type="button" onClick={onEdit} aria-label={t('questions.edit', { id: q.questionId })}>
            <Pencil aria-hidden size={18} />
          </IconButton>
          <IconButton type="button" onClick={onDelete} disabled={busy} aria-label={t('questions.delete', { id: q.questionId })}>
            <Trash2 aria-hidden size={18} />
          </IconButton>
        </RowActions>
      </Footer>
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Tag = styled.span`
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Badge = styled(Tag)<{ $active: boolean }>`
  border-color: ${({ theme, $active }) => ($active ? theme.semantic.score.good : theme.colors.border)};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  font-weight: 600;
`;

const Text = styled.p`
  margin: 0;
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

