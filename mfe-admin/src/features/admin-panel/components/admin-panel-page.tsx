import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Muted, Screen } from '@app/ui/components';
import { BackLink } from '@app/ui/links';
import { Tabs } from '@app/ui/tabs';
import { useQuizQuestions } from '../api/get-quiz-questions';
import { AuditLog } from './audit-log';
import { QuestionManagement } from './question-management';
import { UserManagement } from './user-management';

type Tab = 'questions' | 'users' | 'audit';

/** /admin, /quiz-admin and /admin/quiz open on questions; /admin/users on users (spec 001 §2). */
export function AdminPanelPage({ initialTab = 'questions' }: { initialTab?: Tab }) {
  const { t } = useTranslation('admin');
  const { t: tp } = useTranslation('adminPanel');
  const [tab, setTab] = useState<Tab>(initialTab);
  // The badge is the real size of the bank (the spec's fixed 110 was a placeholder).
  const count = useQuizQuestions().data?.length;
  return (
    <Screen $wide data-testid="mfe-admin">
      {/* Every tab is a part of the one panel, so each leads back to the dashboard, not to another tab. */}
      <BackLink to="/">{t('backToDashboard')}</BackLink>
      <Heading>{t('panel.title')}</Heading>
      <Muted>{t('panel.subtitle')}</Muted>
      <Tabs
        label={t('panel.tabsLabel')}
        idPrefix="admin"
        tabs={[
          { id: 'questions', label: t('panel.tabs.questions'), badge: count },
          { id: 'users', label: t('panel.tabs.users') },
          { id: 'audit', label: tp('tabs.audit') },
        ]}
        value={tab}
        onChange={setTab}
      >
        {tab === 'questions' ? <QuestionManagement /> : tab === 'users' ? <UserManagement /> : <AuditLog />}
      </Tabs>
    </Screen>
  );
}
