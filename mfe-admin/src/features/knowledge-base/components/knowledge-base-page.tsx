import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Muted, Screen } from '@app/ui/components';
import { BackLink } from '@app/ui/links';
import { Tabs } from '@app/ui/tabs';
import { AnalyticsTab } from './analytics-tab';
import { PhrasesTab } from './phrases-tab';
import { ScenariosTab } from './scenarios-tab';

type Tab = 'scenarios' | 'phrases' | 'analytics';

export function KnowledgeBasePage() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<Tab>('scenarios');
  return (
    <Screen $wide data-testid="mfe-knowledge-base">
      <BackLink to="/">{t('backHome')}</BackLink>
      <Heading>{t('knowledgeBase.title')}</Heading>
      <Muted>{t('knowledgeBase.subtitle')}</Muted>
      <Tabs
        label={t('knowledgeBase.tabsLabel')}
        idPrefix="kb"
        tabs={[
          { id: 'scenarios', label: t('knowledgeBase.tabs.scenarios') },
          { id: 'phrases', label: t('knowledgeBase.tabs.phrases') },
          { id: 'analytics', label: t('knowledgeBase.tabs.analytics') },
        ]}
        value={tab}
        onChange={setTab}
      >
        {tab === 'scenarios' && <ScenariosTab />}
        {tab === 'phrases' && <PhrasesTab />}
        {tab === 'analytics' && <AnalyticsTab />}
      </Tabs>
    </Screen>
  );
}
