import { QuestionExtrasProvider } from '../../components/question-extras';
import { ExamPage } from '../../features/exams/components/exam-page';
import { LegalBasis } from '../../features/legal-basis/components/legal-basis';
import { ReportQuestionButton } from '../../features/report-question/components/report-question-button';

/** /examen/{code} and /dashboard/examen/{code}: the exam, then its results and their review. */
export function ExamRoute() {
  return (
    <QuestionExtrasProvider LegalBasis={LegalBasis} ReportQuestionButton={ReportQuestionButton}>
      <ExamPage />
    </QuestionExtrasProvider>
  );
}
