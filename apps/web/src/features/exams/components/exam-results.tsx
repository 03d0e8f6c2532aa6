import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Divider, Typography } from '@mui/material';
import type { Exam, PracticeQuestion } from '@oece/contracts';
import { FEEDBACK_LABELS, feedbackLevel, passMark, scoreColor } from '@oece/domain';
import { useEffect, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { PassLine } from '../../../components/pass-line';
import { useDocumentTitle } from '../../../components/use-document-title';
import { AnswerSync } from '../hooks/answer-sync';
import { formatSeconds } from '../../../lib/format-seconds';
import { CertificationEstimate, CompetencyScores } from './result-scores';
import { reviewEntries, type ReviewEntry } from './review-filters';
import { ReviewList } from './review-list';

/**
 * The finished exam's wrong and blank questions, as a practice round takes them: what the exam
 * revealed, and no explanation where the plan keeps it locked.
 */
function missedQuestions(entries: readonly ReviewEntry[]): PracticeQuestion[] {
  return entries
    .filter((entry) => entry.outcome !== 'CORRECT')
    .map(({ question: { explanationLocked: _locked, ...question } }) => ({
      ...question,
      correctAlternative: question.correctAlternative!,
      explanation: question.explanation ?? null,
      sources: question.sources ?? [],
    }));
}

/**
 * The round that asks the missed questions: features/practice-round's, handed in by the app
 * (app/pages/exam-route.tsx), which also takes each answer into the review deck of a member who
 * has one.
 */
export type MissedRoundComponent = ComponentType<{
  questions: PracticeQuestion[];
  exit: { label: string; onClick(): void };
  autoFocus: boolean;
}>;

/**
 * 'Practicar las que fallé': a round of the exam's wrong and blank questions, for anyone who sees
 * its keys.
 */
function MissedRound({
  questions,
  onExit,
  Round,
}: {
  questions: PracticeQuestion[];
  onExit(): void;
  Round: MissedRoundComponent;
}) {
  useDocumentTitle('Practicar las que fallé');
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Box sx={{ maxWidth: 820, width: '100%', mx: 'auto' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onExit}>
          Volver a los resultados
        </Button>
      </Box>
      <Round questions={questions} exit={{ label: 'Volver a los resultados', onClick: onExit }} autoFocus />
    </Box>
  );
}

export function ExamResults({
  exam,
  examsPath,
  Round,
}: {
  exam: Exam;
  examsPath: string;
  Round: MissedRoundComponent;
}) {
  useDocumentTitle('Resultados del examen');
  useEffect(() => AnswerSync.discard(exam.code), [exam.code]);
  const [practising, setPractising] = useState(false);
  // The exam may end while scrolled down a long question, and a round of the missed ones leaves
  // the page scrolled: the score must be in sight.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [exam.code, practising]);
  const result = exam.result!;
  const entries = reviewEntries(exam);
  const missed = missedQuestions(entries);
  const color = scoreColor(result.correct, result.total);
  const mark = passMark(exam.type, result.total);
  if (practising) return <MissedRound questions={missed} onExit={() => setPractising(false)} Round={Round} />;
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', py: 2 }}>
      <Card sx={{ mb: 3 }}>
        <CardContent sx={{ textAlign: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Resultados del examen
          </Typography>
          <Typography
            data-testid="score"
            sx={{ fontSize: '3rem', fontWeight: 800, color: `${color}.main` }}
            aria-label={`Puntaje ${result.correct} de ${result.total}`}
          >
            {result.correct}/{result.total}
          </Typography>
          <PassLine correct={result.correct} mark={mark} />
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Tiempo usado: {formatSeconds(result.timeUsedSeconds)}
          </Typography>
          <Typography sx={{ mt: 1, fontWeight: 600 }}>
            {FEEDBACK_LABELS[feedbackLevel(result.correct, mark)]}
          </Typography>
          <CertificationEstimate result={result} />
          <CompetencyScores result={result} />
          <Box sx={{ mt: 2, display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button variant="contained" component={Link} to={examsPath}>
              Volver a dar examen
            </Button>
            {missed.length > 0 && (
              <Button variant="outlined" onClick={() => setPractising(true)}>
                Practicar las que fallé ({missed.length})
              </Button>
            )}
          </Box>
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Revisión de preguntas
      </Typography>
      <Divider sx={{ mb: 2 }} />
      <ReviewList entries={entries} />
    </Box>
  );
}
