import { QuestionExtrasProvider } from '../../components/question-extras';
import { LegalBasis } from '../../features/legal-basis/components/legal-basis';
import { QuestionAnswer } from '../../features/questions/components/question-answer';
import type { QuestionAnswerPartProps } from '../../features/questions/components/question-page';
import { ReportQuestionButton } from '../../features/report-question/components/report-question-button';

/**
 * The question page's interactive part, its one island for a visitor: the options and 'Ver
 * respuesta', the answer with its legal basis (each article opening beside the page), and the way to
 * report an error.
 */
export function PublicQuestionAnswer({ questionId, answer, labelledBy }: QuestionAnswerPartProps) {
  return (
    <QuestionExtrasProvider LegalBasis={LegalBasis}>
      <QuestionAnswer question={answer} labelledBy={labelledBy} />
      <ReportQuestionButton questionId={questionId} context="QUESTION_PAGE" />
    </QuestionExtrasProvider>
  );
}
