import { QuestionExtrasProvider } from '../../components/question-extras';
import {
  DailyQuestionCard,
  DailyQuestionPage,
  type DailyQuestionCardProps,
} from '../../features/daily-question/components/daily-question-page';
import { LegalBasis } from '../../features/legal-basis/components/legal-basis';
import { island } from '../islands/island';

/** The page's island: the day's question to answer, and after answering the legal basis of the key. */
export function DailyQuestionWithLegalBasis(props: DailyQuestionCardProps) {
  return (
    <QuestionExtrasProvider LegalBasis={LegalBasis}>
      <DailyQuestionCard {...props} />
    </QuestionExtrasProvider>
  );
}

const DailyQuestionIsland = island('daily-question', DailyQuestionWithLegalBasis);

/** /pregunta-del-dia. */
export function DailyQuestionRoute() {
  return <DailyQuestionPage Card={DailyQuestionIsland} />;
}
