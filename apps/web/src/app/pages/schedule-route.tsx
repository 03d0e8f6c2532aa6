import { ScheduleExamDateButton } from '../../features/review-deck/components/schedule-exam-date-button';
import { SchedulePage } from '../../features/schedule/components/schedule-page';

/** /cronograma-examenes-oece: a member may take a sitting's day as the exam date of the review deck. */
export function ScheduleRoute() {
  return <SchedulePage ExamDateButton={ScheduleExamDateButton} />;
}
