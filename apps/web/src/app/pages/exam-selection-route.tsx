import { ExamsInProgress } from '../../features/exams-in-progress/components/exams-in-progress';
import { ExamSelectionPage } from '../../features/exams/components/exam-selection-page';

/** /examen and /dashboard/examen, with the way back to a running exam. */
export function ExamSelectionRoute() {
  return <ExamSelectionPage examsInProgress={<ExamsInProgress />} />;
}
