import { useTranslation } from 'react-i18next';
import type { QuizCategoryInfo } from '@app/contracts/quiz';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@app/ui/card';
import { Stack } from '@app/ui/components';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';

export function QuizCategoryCard({ category, onStart, disabled }: { category: QuizCategoryInfo; onStart: () => void; disabled: boolean }) {
  const { t } = useTranslation('quiz');
  return (
    <Card as="article" aria-labelledby={`quiz-${category.id}`}>
      <Stack>
        <CardHeader as="header">
          <CardTitle id={`quiz-${category.id}`}>{category.title}</CardTitle>
          <CardDescription>{category.description}</CardDescription>
        </CardHeader>
        <List $inline>
          <Badge as="li">{t('card.passMark', { score: category.minScore })}</Badge>
          <Badge as="li">{t('card.timeLimit', { minutes: Math.round(category.timeLimit / 60) })}</Badge>
          <Badge as="li">{t('card.questions', { n: category.questionCount })}</Badge>
        </List>
        <Row>
          <Button type="button" onClick={onStart} disabled={disabled || category.questionCount === 0} aria-describedby={`quiz-${category.id}`}>
            {t('player.start')}
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}
