import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Muted, Screen, Stack } from '@app/ui/components';
import { BackLink } from '@app/ui/links';
import { Tabs } from '@app/ui/tabs';
import { DiscProfile } from './disc-profile';
import { MyPhrases } from './my-phrases';
import { PhraseBank } from './phrase-bank';
import { PracticeSuggestion } from './practice-suggestion';

const TABS = ['phrases', 'disc'] as const;
type Tab = (typeof TABS)[number];

export function CoachPage() {
  const { t } = useTranslation('coaching');
  const [tab, setTab] = useState<Tab>('phrases');
  return (
    <Screen data-testid="mfe-coach">
      <BackLink to="/">{t('backHome')}</BackLink>
      <Heading>{t('coach.title')}</Heading>
      <Muted>{t('coach.subtitle')}</Muted>
      <Tabs label={t('coach.tabsLabel')} idPrefix="coach" tabs={TABS.map((id) => ({ id, label: t(`coach.tabs.${id}`) }))} value={tab} onChange={setTab}>
        {tab === 'phrases' ? (
          <Stack $gap="lg">
            <PhraseBank />
            <PracticeSuggestion />
            <MyPhrases />
          </Stack>
        ) : (
          <DiscProfile />
        )}
      </Tabs>
    </Screen>
  );
}
