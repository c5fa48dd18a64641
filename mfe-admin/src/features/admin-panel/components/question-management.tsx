import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted, Stack } from '@app/ui/components';
import { SectionTitle } from '../../../components/section-title';
import { DIFFICULTY_POINTS, QUIZ_CATEGORY_KEYS } from '../data/quiz-taxonomy';

export function QuestionManagement() {
  const { t } = useTranslation('admin');
  return (
    <Stack>
      <div>
        <SectionTitle>{t('questions.title')}</SectionTitle>
        <Muted>{t('questions.subtitle')}</Muted>
      </div>
      <Card>
        <SubTitle>{t('questions.categoriesTitle')}</SubTitle>
        <List>
          {QUIZ_CATEGORY_KEYS.map((key) => (
            <li key={key}>{t(`questions.categories.${key}`)}</li>
          ))}
        </List>
      </Card>
      <Card>
        <SubTitle>{t('questions.difficultyTitle')}</SubTitle>
        <List>
          {DIFFICULTY_POINTS.map((d) => (
            <li key={d.key}>
              <span>{t(`questions.difficulty.${d.key}`)}</span>
              <Muted as="span">{t('questions.points', { n: d.points })}</Muted>
            </li>
          ))}
        </List>
      </Card>
    </Stack>
  );
}

const SubTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space.sm} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li span { margin: 0; }
`;
