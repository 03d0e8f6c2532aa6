import { QuestionExtrasProvider } from '../../components/question-extras';
import { LegalBasis } from '../../features/legal-basis/components/legal-basis';
import { PracticeRound } from '../../features/practice-round/components/practice-round';
import { ReportQuestionButton } from '../../features/report-question/components/report-question-button';
import { ReviewPage } from '../../features/review-deck/components/review-page';

/** /dashboard/repaso: the review deck, its cards asked in a practice round. */
export function ReviewRoute() {
  return (
    <QuestionExtrasProvider LegalBasis={LegalBasis} ReportQuestionButton={ReportQuestionButton}>
      <ReviewPage Round={PracticeRound} />
    </QuestionExtrasProvider>
  );
}
