import { Route, Routes } from 'react-router-dom';
import { adminTexts } from '@app/i18n/bundles/admin';
import { createRemoteApp } from '@app/shell-sdk/create-remote';
import { AdminPanelPage } from './features/admin-panel/components/admin-panel-page';
import { KnowledgeBasePage } from './features/knowledge-base/components/knowledge-base-page';
import { TeamsPage } from './features/teams/components/teams-page';
import { TrainingUploadPage } from './features/training-upload/components/training-upload-page';

function AdminApp() {
  return (
    <Routes>
      {/* Spec 001 §2: /admin and /quiz-admin are the same panel; /admin/quiz is linked as its quiz view. */}
      <Route path="/admin" element={<AdminPanelPage />} />
      <Route path="/admin/quiz" element={<AdminPanelPage />} />
      <Route path="/admin/users" element={<AdminPanelPage key="users" initialTab="users" />} />
      <Route path="/quiz-admin/*" element={<AdminPanelPage />} />
      <Route path="/knowledge-base/*" element={<KnowledgeBasePage />} />
      <Route path="/training-upload/*" element={<TrainingUploadPage />} />
      {/* Teams: admins and team managers (the shell lets managers reach only this route). */}
      <Route path="/teams/*" element={<TeamsPage />} />
    </Routes>
  );
}

export default createRemoteApp('mfe_admin', AdminApp, adminTexts);
