import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QUIZ_CATEGORIES, type AdminQuizQuestion, type QuizCategory } from '@app/contracts/quiz-questions';
import { Button, Card, Muted, Spinner, Stack } from '@app/ui/components';
import { LoadError } from '@app/shell-sdk/load-error';
import { ConfirmDeleteDialog } from '../../../lib/confirm-delete-dialog';
import { SectionTitle } from '../../../components/section-title';
import { useDeleteQuizQuestion } from '../api/delete-quiz-question';
import { useQuizQuestions } from '../api/get-quiz-questions';
import { useToggleQuizQuestion } from '../api/toggle-quiz-question';
import { CATEGORY_KEY, DEFAULT_OPEN_CATEGORY } from '../data/quiz-taxonomy';
import { QuestionCategorySection } from './question-category-section';
import { QuestionDialog } from './question-dialog';
import { StatTiles } from './stat-tiles';

type Filter = QuizCategory | 'all';
type Editing = { question?: AdminQuizQuestion } | null;

/** Question Database (spec 001 §2): real counts, category filter, collapsible sections and the question dialog. */
export function QuestionManagement() {
  const { t } = useTranslation('adminPanel');
  const { t: ta } = useTranslation('admin');
  const questions = useQuizQuestions();
  const toggle = useToggleQuizQuestion();
  const remove = useDeleteQuizQuestion();
  const [filter, setFilter] = useState<Filter>('all');
  const [open, setOpen] = useState<Set<QuizCategory>>(() => new Set([DEFAULT_OPEN_CATEGORY]));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminQuizQuestion | null>(null);

  const all = questions.data ?? [];
  const shown = filter === 'all' ? all : all.filter((q) => q.category === filter);
  const categories = QUIZ_CATEGORIES.filter((c) => (filter === 'all' || c === filter) && shown.some((q) => q.category === c));
  const confirmDelete = (q: AdminQuizQuestion) => remove.mutate(q.id, { onSettled: () => setDeleting(null) });
  // A saved question shows where it went: its category opens, and a filter on another category gives way.
  const reveal = (saved: AdminQuizQuestion) => {
    setSection(saved.category, true);
    setFilter((f) => (f === 'all' || f === saved.category ? f : saved.category));
  };
  const setSection = (c: QuizCategory, isOpen: boolean) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (isOpen) next.add(c);
      else next.delete(c);
      return next;
    });

  return (
    <Stack>
      <Header>
        <div>
          <SectionTitle>{ta('questions.title')}</SectionTitle>
          <Muted>{ta('questions.subtitle')}</Muted>
        </div>
        <Button type="button" onClick={() => setEditing({})}>
          <Plus aria-hidden size={18} /> {t('questions.add')}
        </Button>
      </Header>
      {questions.isPending ? (
        <Centre role="status"><Spinner aria-hidden /> {t('questions.loading')}</Centre>
      ) : questions.isError ? (
        <LoadError title={t('questions.loadFailed')} retryLabel={t('questions.retry')} onRetry={() => void questions.refetch()} />
      ) : (
        <>
          <StatTiles
            tiles={[
              { label: t('questions.totalQuestions'), value: all.length, testId: 'stat-total' },
              { label: t('questions.active'), value: all.filter((q) => q.isActive).length, testId: 'stat-active' },
              { label: t('questions.categories'), value: new Set(all.map((q) => q.category)).size, testId: 'stat-categories' },
            ]}
          />
          <FilterRow>
            <select aria-label={t('questions.filterLabel')} value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
              <option value="all">{t('questions.allCategories')}</option>
              {QUIZ_CATEGORIES.map((c) => <option key={c} value={c}>{ta(`questions.categories.${CATEGORY_KEY[c]}`)}</option>)}
            </select>
            <Count data-testid="filter-count">{t('questions.filterCount', { count: shown.length })}</Count>
          </FilterRow>
          {all.length === 0 ? (
            <Card>
              <SectionTitle as="h3">{t('questions.empty')}</SectionTitle>
              <Muted>{t('questions.emptyBody')}</Muted>
              <Button type="button" onClick={() => setEditing({})}>{t('questions.createFirst')}</Button>
            </Card>
          ) : (
            categories.map((c) => (
              <QuestionCategorySection
                key={c}
                category={c}
                questions={shown.filter((q) => q.category === c)}
                open={open.has(c)}
                onOpenChange={(isOpen) => setSection(c, isOpen)}
                onEdit={(q) => setEditing({ question: q })}
                onToggle={(q) => toggle.mutate(q.id)}
                onDelete={setDeleting}
                busy={toggle.isPending || remove.isPending}
              />
            ))
          )}
        </>
      )}
      {editing && <QuestionDialog question={editing.question} onClose={() => setEditing(null)} onSaved={reveal} />}
      <ConfirmDeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('questions.confirmDeleteTitle')}
        description={t('questions.confirmDelete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  button { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; }
`;

const Centre = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} 0;
`;

const FilterRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  select {
    flex: 1;
    min-height: ${({ theme }) => theme.layout.touch};
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const Count = styled.span`
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: nowrap;
`;
