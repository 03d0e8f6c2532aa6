import { QuestionExtrasProvider } from '../../components/question-extras';
import { useCanPractice } from '../../lib/session';
import { ExamPage } from '../../features/exams/components/exam-page';
import { LegalBasis } from '../../features/legal-basis/components/legal-basis';
import {
  PracticeRound,
  type PracticeRoundProps,
} from '../../features/practice-round/components/practice-round';
import { ReportQuestionButton } from '../../features/report-question/components/report-question-button';
import { useReviewAnswers } from '../../features/review-deck/api/answer-review';

/** 'Practicar las que fallé': a member with the review deck has each answer taken into it. */
function MissedRoundIntoDeck(props: Omit<PracticeRoundProps, 'onGraded'>) {
  const deck = useCanPractice();
  const answers = useReviewAnswers();
  return <PracticeRound {...props} onGraded={deck ? answers.report : undefined} />;
}

/** /examen/{code} and /dashboard/examen/{code}: the exam, then its results and their review. */
export function ExamRoute() {
  return (
    <QuestionExtrasProvider LegalBasis={LegalBasis} ReportQuestionButton={ReportQuestionButton}>
      <ExamPage Round={MissedRoundIntoDeck} />
    </QuestionExtrasProvider>
  );
}
