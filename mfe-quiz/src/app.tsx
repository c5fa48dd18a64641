import { Route, Routes } from 'react-router-dom';
import { quizTexts } from '@app/i18n/bundles/quiz';
import { createRemoteApp } from '@app/shell-sdk/create-remote';
import { QuizAnalyticsPage } from './features/quiz-analytics/components/quiz-analytics-page';
import { QuizPage } from './features/quiz/components/quiz-page';

function QuizApp() {
  return (
    <Routes>
      <Route path="/quiz/*" element={<QuizPage />} />
      <Route path="/quiz-analytics/*" element={<QuizAnalyticsPage />} />
    </Routes>
  );
}

export default createRemoteApp('mfe_quiz', QuizApp, quizTexts);
