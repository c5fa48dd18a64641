import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUIZ_CATEGORIES, quizCategorySchema, type AdminQuizQuestion, type QuizCategory } from '@app/contracts/quiz-questions';
import { Button, Card, Muted, Spinner, Stack } from '@app/ui/components';
import { LoadError } from '@app/shell-sdk/load-error';
import { ConfirmDeleteDialog } from '../../../lib/confirm-delete-dialog';
import { Badge } from '@app/ui/badge';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { Select } from '@app/ui/select';
import { useDeleteQuizQuestion } from '../api/delete-quiz-question';
import { useQuizQuestions } from '../api/get-quiz-questions';
import { useToggleQuizQuestion } from '../api/toggle-quiz-question';
import { CATEGORY_KEY, DEFAULT_OPEN_CATEGORY } from '../data/quiz-taxonomy';
import { QuestionCategorySection } from './question-category-section';
import { QuestionDialog } from './question-dialog';
import { StatTiles } from '../../../components/stat-tiles';

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
      <Row $justify="between" $align="start" $wrap>
        <div>
          <SectionHeading $size="lg">{ta('questions.title')}</SectionHeading>
          <Muted>{ta('questions.subtitle')}</Muted>
        </div>
        <Button type="button" onClick={() => setEditing({})}>
          <Row as="span" $gap="xs"><Plus aria-hidden size={18} /> {t('questions.add')}</Row>
        </Button>
      </Row>
      {questions.isPending ? (
        <Row $gap="md" role="status"><Spinner aria-hidden /> {t('questions.loading')}</Row>
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
          <Row>
            <Select aria-label={t('questions.filterLabel')} value={filter} onChange={(e) => setFilter(quizCategorySchema.safeParse(e.target.value).data ?? 'all')}>
              <option value="all">{t('questions.allCategories')}</option>
              {QUIZ_CATEGORIES.map((c) => <option key={c} value={c}>{ta(`questions.categories.${CATEGORY_KEY[c]}`)}</option>)}
            </Select>
            <Badge data-testid="filter-count">{t('questions.filterCount', { count: shown.length })}</Badge>
          </Row>
          {all.length === 0 ? (
            <Card>
              <SectionHeading as="h3" $size="lg">{t('questions.empty')}</SectionHeading>
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
