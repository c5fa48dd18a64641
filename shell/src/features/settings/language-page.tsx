import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { CardDescription } from '@app/ui/card';
import { Button, Card, Screen, Stack } from '@app/ui/components';
import { LanguageOptions } from './components/language-options';
import { PageHeader } from './components/page-header';

/** /language: the language selection screen the interface texts imply (spec 000 §1). */
export function LanguagePage() {
  const { t } = useTranslation('settings');
  const theme = useTheme();
  const navigate = useNavigate();
  return (
    <Screen>
      <Stack $gap="lg">
        <PageHeader title={t('language.pageTitle')} />
        <Card>
          <Stack $gap="lg">
            <Languages aria-hidden size={40} color={theme.colors.primary} />
            <CardDescription>{t('language.pageHint')}</CardDescription>
            <LanguageOptions />
            <Button type="button" onClick={() => navigate('/')}>
              {t('language.continue')}
            </Button>
          </Stack>
        </Card>
      </Stack>
    </Screen>
  );
}
