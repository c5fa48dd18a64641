import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Muted, Screen } from '@app/ui/components';
import { BackLink } from '@app/ui/links';
import { Tabs } from '@app/ui/tabs';
import { QuestionManagement } from './question-management';
import { UserManagement } from './user-management';

type Tab = 'questions' | 'users';

export function AdminPanelPage() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<Tab>('questions');
  return (
    <Screen data-testid="mfe-admin">
      <BackLink to="/">{t('backToDashboard')}</BackLink>
      <Heading>{t('panel.title')}</Heading>
      <Muted>{t('panel.subtitle')}</Muted>
      <Tabs
        label={t('panel.tabsLabel')}
        idPrefix="admin"
        tabs={[
          { id: 'questions', label: t('panel.tabs.questions') },
          { id: 'users', label: t('panel.tabs.users') },
        ]}
        value={tab}
        onChange={setTab}
      >
        {tab === 'questions' ? <QuestionManagement /> : <UserManagement />}
      </Tabs>
    </Screen>
  );
}
