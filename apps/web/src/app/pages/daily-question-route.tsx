import { QuestionExtrasProvider } from '../../components/question-extras';
import { DailyQuestionPage } from '../../features/daily-question/components/daily-question-page';
import { LegalBasis } from '../../features/legal-basis/components/legal-basis';

/** /pregunta-del-dia, with the legal basis of the answer. */
export function DailyQuestionRoute() {
  return (
    <QuestionExtrasProvider LegalBasis={LegalBasis}>
      <DailyQuestionPage />
    </QuestionExtrasProvider>
  );
}
