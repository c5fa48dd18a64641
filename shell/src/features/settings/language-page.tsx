import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Muted, Screen } from '@app/ui/components';
import { LanguageOptions } from './components/language-options';
import { PageHeader } from './components/page-header';

/** /language: the language selection screen the interface texts imply (spec 000 §1). */
export function LanguagePage() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  return (
    <Screen>
      <PageHeader title={t('language.pageTitle')} />
      <Body>
        <Languages aria-hidden size={40} />
        <Muted>{t('language.pageHint')}</Muted>
        <LanguageOptions />
        <Button type="button" onClick={() => navigate('/')}>
          {t('language.continue')}
        </Button>
      </Body>
    </Screen>
  );
}

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  > svg { color: ${({ theme }) => theme.colors.primary}; }
  p { margin: 0; }
`;
