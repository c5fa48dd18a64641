import { ChevronDown, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AdminQuizQuestion, QuizCategory } from '@app/contracts/quiz-questions';
import { List } from '@app/ui/list';
import { CATEGORY_KEY } from '../data/quiz-taxonomy';
import { QuestionRow } from './question-row';

interface Props {
  category: QuizCategory;
  questions: AdminQuizQuestion[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEdit: (q: AdminQuizQuestion) => void;
  onToggle: (q: AdminQuizQuestion) => void;
  onDelete: (q: AdminQuizQuestion) => void;
  busy: boolean;
}

/** A collapsible category with its question and active counts. */
export function QuestionCategorySection({ category, questions, open, onOpenChange, onEdit, onToggle, onDelete, busy }: Props) {
  const { t } = useTranslation('adminPanel');
  const { t: ta } = useTranslation('admin');
  const active = questions.filter((q) => q.isActive).length;
  const listId = `questions-${category}`;
  return (
    <Section data-testid={`category-${category}`}>
      <h3>
        <Toggle type="button" aria-expanded={open} aria-controls={listId} onClick={() => onOpenChange(!open)}>
          {open ? <ChevronDown aria-hidden size={18} /> : <ChevronRight aria-hidden size={18} />}
          <span>{ta(`questions.categories.${CATEGORY_KEY[category]}`)}</span>
          <Counts>{t('questions.sectionCounts', { count: questions.length, active })}</Counts>
        </Toggle>
      </h3>
      {open && (
        <List $gap="xs" id={listId}>
          {questions.map((q) => (
            <QuestionRow key={q.id} question={q} busy={busy} onEdit={() => onEdit(q)} onToggle={() => onToggle(q)} onDelete={() => onDelete(q)} />
          ))}
        </List>
      )}
    </Section>
  );
}

const Section = styled.section`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSize.md}; }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touch};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
`;

const Counts = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 400;
`;
