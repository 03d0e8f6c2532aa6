import { ExamsInProgress } from '../../features/exams-in-progress/components/exams-in-progress';
import { ExamSelectionPage } from '../../features/exams/components/exam-selection-page';
import { island } from '../islands/island';

// A visitor's running exams are known to their browser alone: the notice is an island that asks.
const ExamsInProgressIsland = island('exams-in-progress', ExamsInProgress);

/** /examen and /dashboard/examen, with the way back to a running exam. */
export function ExamSelectionRoute() {
  return <ExamSelectionPage examsInProgress={<ExamsInProgressIsland />} />;
}
