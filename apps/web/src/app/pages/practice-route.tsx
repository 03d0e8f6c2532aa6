import { QuestionExtrasProvider } from '../../components/question-extras';
import { LegalBasis } from '../../features/legal-basis/components/legal-basis';
import { PracticePage } from '../../features/practice/components/practice-page';
import { ReportQuestionButton } from '../../features/report-question/components/report-question-button';

/** /dashboard/practica. */
export function PracticeRoute() {
  return (
    <QuestionExtrasProvider LegalBasis={LegalBasis} ReportQuestionButton={ReportQuestionButton}>
      <PracticePage />
    </QuestionExtrasProvider>
  );
}
