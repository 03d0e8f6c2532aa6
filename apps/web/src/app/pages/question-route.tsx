import { QuestionExtrasProvider } from '../../components/question-extras';
import { LegalBasis } from '../../features/legal-basis/components/legal-basis';
import { QuestionPage } from '../../features/questions/components/question-page';
import { ReportQuestionButton } from '../../features/report-question/components/report-question-button';

/** /pregunta/{slug}: the public question page, with the legal basis and the report button. */
export function QuestionRoute() {
  return (
    <QuestionExtrasProvider LegalBasis={LegalBasis} ReportQuestionButton={ReportQuestionButton}>
      <QuestionPage />
    </QuestionExtrasProvider>
  );
}
