import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { paths, type TasteQuestion } from '@oece/contracts';
import {
  ALTERNATIVE_LETTERS,
  COMPETENCY_LABELS,
  EXAM_TYPE_DEFINITIONS,
  examSummary,
  questionCount,
} from '@oece/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AnswerVerdict } from '../../../components/answer-verdict';
import { Explanation } from '../../../components/explanation';
import { track } from '../../../lib/analytics';
import { useHydrated } from '../../../lib/use-hydrated';

const rapid = EXAM_TYPE_DEFINITIONS.PUBLIC_RAPID;

/** An option to tap; once the question is answered it shows whether it is the key or the visitor's miss. */
function TasteOption({
  letter,
  text,
  tone,
  disabled,
  onChoose,
}: {
  letter: string;
  text: string;
  tone: 'success' | 'error' | null;
  disabled: boolean;
  onChoose: (() => void) | null;
}) {
  return (
    <Button
      variant="outlined"
      fullWidth
      disabled={disabled}
      // Answered, it keeps the focus (a disabled button would drop it) but does nothing.
      aria-disabled={onChoose === null || undefined}
      onClick={onChoose ?? undefined}
      sx={{
        justifyContent: 'flex-start',
        textAlign: 'left',
        fontWeight: 400,
        color: 'text.primary',
        borderColor: tone ? `${tone}.main` : 'divider',
        bgcolor: (theme) => (tone ? alpha(theme.palette[tone].main, 0.1) : 'transparent'),
        '&.Mui-disabled': { color: 'text.primary' },
      }}
    >
      <Box component="span" sx={{ flex: 1 }}>
        {letter}) {text}
      </Box>
      {tone === 'success' && (
        <CheckCircleIcon color="success" fontSize="small" titleAccess="Respuesta correcta" sx={{ ml: 1 }} />
      )}
      {tone === 'error' && (
        <CancelIcon color="error" fontSize="small" titleAccess="Tu respuesta" sx={{ ml: 1 }} />
      )}
    </Button>
  );
}

/**
 * Three questions of the public set on the landing page, one at a time: a tap on an option says
 * at once whether it is right, with the key and the explanation, and the last leads to the free
 * exam. Small and on its own: the page carries the questions, nothing else is loaded.
 */
export function LandingTaste({ questions }: { questions: readonly TasteQuestion[] }) {
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  // The option chosen on each question answered so far.
  const [answers, setAnswers] = useState<number[]>([]);
  // Fixed ids, not generated ones: as an island it is hydrated in its own root, where React would
  // generate other ids than the server's. The page has one taste.
  const titleId = 'landing-taste-title';
  const stemId = 'landing-taste-question';
  const stem = useRef<HTMLParagraphElement>(null);
  // A new question takes the focus from the 'Siguiente pregunta' button it replaces; the first does not.
  useEffect(() => {
    if (index > 0) stem.current?.focus();
  }, [index]);

  const question = questions[index]!;
  const chosen = answers[index] ?? null;
  const last = index === questions.length - 1;

  function choose(option: number) {
    setAnswers((previous) => [...previous, option]);
    track('question_answered', { from: 'landing', correct: option === question.correctAlternative });
  }

  function tone(option: number): 'success' | 'error' | null {
    if (chosen === null) return null;
    if (option === question.correctAlternative) return 'success';
    return option === chosen ? 'error' : null;
  }

  const right = answers.filter(
    (answer, answered) => answer === questions[answered]!.correctAlternative,
  ).length;

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 800 }}>
        Pon a prueba lo que sabes
      </Typography>
      <Typography color="text.secondary">
        Responde como en el examen: elige una alternativa y mira al instante si acertaste.
      </Typography>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            Pregunta {index + 1} de {questions.length} · {COMPETENCY_LABELS[question.category]}
          </Typography>
          <Typography
            id={stemId}
            ref={stem}
            tabIndex={-1}
            sx={{ whiteSpace: 'pre-line', fontWeight: 600, outline: 'none' }}
          >
            {question.question}
          </Typography>
          <Box role="group" aria-labelledby={stemId} sx={{ display: 'grid', gap: 1 }}>
            {question.alternatives.map((alternative, option) => (
              <TasteOption
                key={`${question.id}-${option}`}
                letter={ALTERNATIVE_LETTERS[option]!}
                text={alternative}
                tone={tone(option)}
                disabled={!hydrated}
                onChoose={chosen === null ? () => choose(option) : null}
              />
            ))}
          </Box>
          {chosen !== null && (
            <>
              <AnswerVerdict
                correct={chosen === question.correctAlternative}
                correctAlternative={question.correctAlternative}
              />
              {question.explanation && <Explanation text={question.explanation} heading="h3" />}
              <MuiLink component={Link} to={paths.question(question.slug)} variant="body2">
                Ver esta pregunta con su base legal
              </MuiLink>
              {last ? (
                <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
                  <Typography sx={{ fontWeight: 700 }}>
                    Acertaste {right} de {questions.length}.
                  </Typography>
                  <Typography>
                    {`El examen rápido es gratis y sin registro: ${examSummary(questionCount(rapid.composition), rapid.durationSeconds)}, con el tiempo corriendo como en el oficial.`}
                  </Typography>
                  <Button
                    variant="contained"
                    color="secondary"
                    size="large"
                    component={Link}
                    to={paths.exams}
                  >
                    Dar el examen rápido gratis
                  </Button>
                </Box>
              ) : (
                <Box>
                  <Button variant="contained" onClick={() => setIndex(index + 1)}>
                    Siguiente pregunta
                  </Button>
                </Box>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
