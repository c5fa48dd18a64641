import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted } from '@app/ui/components';
import { LinkButton } from '@app/ui/links';

// Custom phrases arrive with the content-management feature; the built-in Phrase Bank is on /coach.
export function PhrasesTab() {
  const { t } = useTranslation('admin');
  return (
    <Card role="status">
      <Title>{t('knowledgeBase.phrasesTitle')}</Title>
      <Muted>{t('knowledgeBase.phrasesEmpty')}</Muted>
      <LinkButton to="/coach" $variant="ghost">
        {t('knowledgeBase.phrasesLink')}
      </LinkButton>
    </Card>
  );
}

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.md};
`;
