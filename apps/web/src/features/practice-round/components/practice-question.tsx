import { Card, CardContent, Typography } from '@mui/material';
import type { PracticeQuestion as Question } from '@oece/contracts';
import { useId } from 'react';
import { AnswerOptions } from '../../../components/answer-options';
import { AnswerVerdict } from '../../../components/answer-verdict';
import { Explanation } from '../../../components/explanation';
import { useLegalBasis, useReportButton } from '../../../components/question-extras';

/** The question with its options; once graded the options lock and show the key. */
export function PracticeQuestion({
  question,
  selected,
  graded,
  onSelect,
}: {
  question: Question;
  selected: number | null;
  graded: boolean;
  onSelect(option: number): void;
}) {
  const textId = useId();
  const legalBasis = useLegalBasis();
  const reportButton = useReportButton();

  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id={textId} sx={{ whiteSpace: 'pre-line', fontSize: '1.05rem', fontWeight: 600 }}>
          {question.question}
        </Typography>
        <AnswerOptions
          labelledBy={textId}
          alternatives={question.alternatives}
          selected={selected}
          onSelect={onSelect}
          disabled={graded}
          correctAlternative={graded ? question.correctAlternative : null}
        />
        {graded && (
          <AnswerVerdict
            correct={selected === question.correctAlternative}
            correctAlternative={question.correctAlternative}
          />
        )}
        {graded && question.explanation && <Explanation text={question.explanation} />}
        {graded && legalBasis(question.sources)}
        {graded && reportButton(question.id, 'PRACTICE')}
      </CardContent>
    </Card>
  );
}
