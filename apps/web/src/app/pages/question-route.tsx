import { QuestionPage } from '../../features/questions/components/question-page';
import { island } from '../islands/island';
import { PublicQuestionAnswer } from './public-question-answer';

const PublicQuestionAnswerIsland = island('question-answer', PublicQuestionAnswer);

/** /pregunta/{slug}: the public question page, its answer with the legal basis and the report button. */
export function QuestionRoute() {
  return <QuestionPage Answer={PublicQuestionAnswerIsland} />;
}
