import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  Link as MuiLink,
  Typography,
} from '@mui/material';
import type { Exam, ExamQuestion, PracticeQuestion } from '@oece/contracts';
import {
  ALTERNATIVE_LETTERS,
  COMPETENCY_LABELS,
  EXPLANATION_LOCKED_TEXT,
  FEEDBACK_LABELS,
  feedbackLevel,
  isCorrectAnswer,
  scoreColor,
} from '@oece/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LegalBasis } from '../../../components/legal-basis/legal-basis';
import { ReportQuestionButton } from '../../../components/report-question/report-question-button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useCanPractice } from '../../../lib/session';
import { PracticeRound } from '../../../components/practice-round/practice-round';
import { useReviewAnswers } from '../../../lib/review-deck/answer-review';
import { AnswerSync } from '../hooks/answer-sync';
import { formatSeconds } from '../../../lib/format-seconds';
import { CertificationEstimate, CompetencyScores } from './result-scores';

export const EXPLANATION_PREVIEW_LENGTH = 64;

function Explanation({ question }: { question: ExamQuestion }) {
  const [open, setOpen] = useState(false);
  if (question.explanationLocked) {
    return (
      <Box sx={{ mt: 1 }}>
        <MuiLink component="button" type="button" onClick={() => setOpen(true)}>
          Ver explicación
        </MuiLink>
        {open && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {EXPLANATION_LOCKED_TEXT}
          </Alert>
        )}
      </Box>
    );
  }
  const text = question.explanation;
  const sources = question.sources ?? [];
  if (!text && sources.length === 0) return null;
  const long = !!text && text.length > EXPLANATION_PREVIEW_LENGTH;
  return (
    <Box sx={{ mt: 1, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, display: 'grid', gap: 0.5 }}>
      {text && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            Explicación
          </Typography>
          <Typography variant="body2">
            {open || !long ? text : `${text.slice(0, EXPLANATION_PREVIEW_LENGTH).trimEnd()}…`}{' '}
            {long && (
              <MuiLink component="button" type="button" onClick={() => setOpen((value) => !value)}>
                {open ? 'Ver menos' : 'Ver más'}
              </MuiLink>
            )}
          </Typography>
        </>
      )}
      <LegalBasis sources={sources} />
    </Box>
  );
}

function ReviewItem({
  question,
  number,
  answer,
}: {
  question: ExamQuestion;
  number: number;
  answer: number | null;
}) {
  const answered = answer !== null && answer >= 0;
  const correct = answered && answer === question.correctAlternative;
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          {correct ? <CheckCircleIcon color="success" /> : <CancelIcon color="error" />}
          <Typography sx={{ fontWeight: 700 }}>Pregunta {number}</Typography>
          <Chip size="small" label={COMPETENCY_LABELS[question.category]} />
        </Box>
        <Typography sx={{ whiteSpace: 'pre-line', mb: 1 }}>{question.question}</Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          {question.alternatives.map((alternative, option) => {
            const isKey = option === question.correctAlternative;
            const isWrongPick = option === answer && !isKey;
            return (
              <Box
                component="li"
                key={option}
                sx={{
                  px: 1,
                  py: 0.5,
                  borderRadius: 1,
                  bgcolor: isKey ? 'success.dark' : isWrongPick ? 'error.dark' : 'transparent',
                  color: isKey || isWrongPick ? 'common.white' : 'inherit',
                  fontWeight: isKey ? 700 : 400,
                }}
              >
                {ALTERNATIVE_LETTERS[option]}) {alternative}
                {option === answer && ' (tu respuesta)'}
                {isKey && ' (respuesta correcta)'}
              </Box>
            );
          })}
        </Box>
        {!answered && (
          <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
            No respondió esta pregunta
          </Alert>
        )}
        {!correct && <Explanation question={question} />}
        <Box sx={{ mt: 1 }}>
          <ReportQuestionButton questionId={question.id} context="EXAM_REVIEW" />
        </Box>
      </CardContent>
    </Card>
  );
}

/** The finished exam's wrong and blank questions, as a practice round takes them. */
function missedQuestions(exam: Exam, saved: Map<number, number | null>): PracticeQuestion[] {
  return exam.questions
    .filter((question) => !isCorrectAnswer(saved.get(question.id), question.correctAlternative!))
    .map((question) => ({
      id: question.id,
      category: question.category,
      question: question.question,
      alternatives: question.alternatives,
      correctAlternative: question.correctAlternative!,
      explanation: question.explanation ?? null,
      sources: question.sources ?? [],
    }));
}

/**
 * 'Practicar las que fallé': a round of the exam's wrong and blank questions, for anyone who sees
 * its keys; a member with the review deck has each answer taken into it.
 */
function MissedRound({ questions, onExit }: { questions: PracticeQuestion[]; onExit(): void }) {
  const deck = useCanPractice();
  const answers = useReviewAnswers();
  useDocumentTitle('Practicar las que fallé');
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Box sx={{ maxWidth: 820, width: '100%', mx: 'auto' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onExit}>
          Volver a los resultados
        </Button>
      </Box>
      <PracticeRound
        questions={questions}
        onGraded={deck ? answers.report : undefined}
        exit={{ label: 'Volver a los resultados', onClick: onExit }}
        autoFocus
      />
    </Box>
  );
}

export function ExamResults({ exam, examsPath }: { exam: Exam; examsPath: string }) {
  useDocumentTitle('Resultados del Examen');
  useEffect(() => AnswerSync.discard(exam.code), [exam.code]);
  const [practising, setPractising] = useState(false);
  // The exam may end while scrolled down a long question, and a round of the missed ones leaves
  // the page scrolled: the score must be in sight.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [exam.code, practising]);
  const result = exam.result!;
  const saved = new Map(exam.answers.map((answer) => [answer.questionId, answer.responseIndex]));
  const missed = missedQuestions(exam, saved);
  const color = scoreColor(result.correct, result.total);
  if (practising) return <MissedRound questions={missed} onExit={() => setPractising(false)} />;
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', py: 2 }}>
      <Card sx={{ mb: 3 }}>
        <CardContent sx={{ textAlign: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Resultados del Examen
          </Typography>
          <Typography
            data-testid="score"
            sx={{ fontSize: '3rem', fontWeight: 800, color: `${color}.main` }}
            aria-label={`Puntaje ${result.correct} de ${result.total}`}
          >
            {result.correct}/{result.total}
          </Typography>
          <Typography color="text.secondary">
            Tiempo usado: {formatSeconds(result.timeUsedSeconds)}
          </Typography>
          <Typography sx={{ mt: 1, fontWeight: 600 }}>
            {FEEDBACK_LABELS[feedbackLevel(result.correct, result.total)]}
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
      <Box component="ol" sx={{ display: 'grid', gap: 2, p: 0, m: 0 }}>
        {exam.questions.map((question, index) => (
          <ReviewItem
            key={question.id}
            question={question}
            number={index + 1}
            answer={saved.get(question.id) ?? null}
          />
        ))}
      </Box>
    </Box>
  );
}
