import type { PracticeQuestion } from '@oece/contracts';
import { QuestionExtrasProvider } from '../../components/question-extras';
import { LegalBasis } from '../../features/legal-basis/components/legal-basis';
import { PracticeRound } from '../../features/practice-round/components/practice-round';
import { PracticePage } from '../../features/practice/components/practice-page';
import { ReportQuestionButton } from '../../features/report-question/components/report-question-button';
import { useReviewAnswers } from '../../features/review-deck/api/answer-review';
import { UnsavedAnswersWarning } from '../../features/review-deck/components/unsaved-answers-warning';

/** Each graded answer of a practice goes into the member's review deck as it is given. */
function PracticeRoundIntoDeck({ questions }: { questions: PracticeQuestion[] }) {
  const answers = useReviewAnswers();
  return (
    <>
      <UnsavedAnswersWarning answers={answers} />
      <PracticeRound questions={questions} onGraded={answers.report} />
    </>
  );
}

/** /dashboard/practica. */
export function PracticeRoute() {
  return (
    <QuestionExtrasProvider LegalBasis={LegalBasis} ReportQuestionButton={ReportQuestionButton}>
      <PracticePage Round={PracticeRoundIntoDeck} />
    </QuestionExtrasProvider>
  );
}
