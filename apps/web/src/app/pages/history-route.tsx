import { ExamsInProgress } from '../../features/exams-in-progress/components/exams-in-progress';
import { HistoryPage } from '../../features/progress/components/history-page';

/** /dashboard/historial, with the way back to a running exam. */
export function HistoryRoute() {
  return <HistoryPage examsInProgress={<ExamsInProgress />} />;
}
