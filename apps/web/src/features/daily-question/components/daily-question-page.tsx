import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  FormControlLabel,
  Link as MuiLink,
  Radio,
  RadioGroup,
  Skeleton,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import type { DailyAnswerResponse, DailyQuestionResponse } from '@oece/contracts';
import { ALTERNATIVE_LETTERS, COMPETENCY_LABELS, formatLongDay } from '@oece/domain';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { paths } from '../../../config/paths';
import { useBrand } from '../../../config/settings';
import { ApiError } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSession } from '../../../lib/session';
import { LegalBasis } from '../../../components/legal-basis';
import { answerDailyQuestion } from '../api/answer-daily-question';
import type { DailyQuestionData } from '../daily-question-route';
import { CHART_HEIGHT } from './chart-size';

// The chart library is the heaviest part of the page and only needed after answering.
const DailyStatsChart = lazy(() => import('./daily-stats-chart'));

/**
 * The question of the day. The server's page shows the question as any visitor sees it; once the
 * page runs, it reads this person's own state (answered today or not) and only then takes an answer.
 */
export function DailyQuestionPage() {
  const loaded = useLoaderData() as DailyQuestionData;
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!loaded.personal && revalidator.state === 'idle') void revalidator.revalidate();
  }, [loaded.personal, revalidator]);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Pregunta del día
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, '&::first-letter': { textTransform: 'uppercase' } }}>
        {formatLongDay(loaded.question.day)}
      </Typography>
      {/* A new day's question starts afresh: nothing chosen, nothing sent. */}
      <DailyQuestionCard key={loaded.question.id} loaded={loaded} />
    </Container>
  );
}

function DailyQuestionCard({ loaded }: { loaded: DailyQuestionData }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [selected, setSelected] = useState<number | null>(null);
  const submit = useMutation({
    mutationFn: answerDailyQuestion,
    onError(error) {
      // The day turned while the page was open: show the new day's question.
      if (error instanceof ApiError && error.status === 409) void revalidator.revalidate();
    },
  });
  const state: DailyQuestionResponse | DailyAnswerResponse = submit.data ?? loaded;
  const { question, stats } = state;
  const answered = state.hasUserAnswered && stats !== null && question.correctAlternative !== undefined;
  const ready = hydrated && loaded.personal && !answered && !submit.isPending;
  const textId = useId();

  function tone(option: number): 'success' | 'error' | null {
    if (!answered) return null;
    if (option === question.correctAlternative) return 'success';
    return option === stats.userAnswer ? 'error' : null;
  }

  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip label={COMPETENCY_LABELS[question.category]} color="primary" size="small" />
          {answered &&
            (stats.isCorrect ? (
              <Chip label="Correcto" color="success" icon={<CheckCircleIcon />} />
            ) : (
              <Chip label="Incorrecto" color="error" icon={<CancelIcon />} />
            ))}
        </Box>
        <Typography
          id={textId}
          component="h2"
          sx={{ whiteSpace: 'pre-line', fontSize: { xs: '1.1rem', md: '1.25rem' }, fontWeight: 700 }}
        >
          {question.question}
        </Typography>
        <RadioGroup
          aria-labelledby={textId}
          value={answered ? String(stats.userAnswer) : selected === null ? '' : String(selected)}
          onChange={(event) => setSelected(Number(event.target.value))}
          sx={{ gap: 1 }}
        >
          {question.alternatives.map((alternative, option) => {
            const color = tone(option);
            return (
              <FormControlLabel
                key={option}
                value={String(option)}
                control={<Radio />}
                disabled={!ready}
                label={
                  <>
                    {ALTERNATIVE_LETTERS[option]}) {alternative}
                    {color === 'success' && (
                      <CheckCircleIcon
                        color="success"
                        fontSize="small"
                        titleAccess="Respuesta correcta"
                        sx={{ ml: 1, verticalAlign: 'text-bottom' }}
                      />
                    )}
                    {color === 'error' && (
                      <CancelIcon
                        color="error"
                        fontSize="small"
                        titleAccess="Tu respuesta"
                        sx={{ ml: 1, verticalAlign: 'text-bottom' }}
                      />
                    )}
                  </>
                }
                sx={{
                  m: 0,
                  pr: 1.5,
                  alignItems: 'flex-start',
                  border: 1,
                  borderRadius: 1,
                  borderColor: color ? `${color}.main` : 'divider',
                  bgcolor: (theme) => (color ? alpha(theme.palette[color].main, 0.1) : 'transparent'),
                  '& .MuiFormControlLabel-label': { whiteSpace: 'pre-line', py: '9px' },
                  // Locked options stay readable: the key is what the candidate came to learn.
                  '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
                }}
              />
            );
          })}
        </RadioGroup>
        {submit.isError && (
          <Alert severity="error">
            Error al enviar la respuesta
            {submit.error instanceof ApiError ? `: ${submit.error.message}` : ''}
          </Alert>
        )}
        {answered ? (
          <DailyResults state={state} correctAlternative={question.correctAlternative!} />
        ) : (
          <Box>
            <Button
              variant="contained"
              disabled={!ready || selected === null}
              onClick={() => submit.mutate({ answer: selected!, questionId: question.id })}
            >
              {submit.isPending ? 'Enviando...' : 'Enviar respuesta'}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function DailyResults({
  state,
  correctAlternative,
}: {
  state: DailyQuestionResponse;
  correctAlternative: number;
}) {
  const brand = useBrand();
  const { status } = useSession();
  const { question } = state;
  const stats = state.stats!;
  const share = (count: number) =>
    stats.totalParticipants ? `${Math.round((count / stats.totalParticipants) * 1000) / 10}%` : '0%';
  return (
    <>
      {question.explanation && (
        <Box sx={{ p: 1.5, bgcolor: 'grey.100', borderRadius: 1 }}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            Explicación
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {question.explanation}
          </Typography>
        </Box>
      )}
      <LegalBasis sources={question.sources ?? []} />
      {brand.publicContent && question.slug && (
        <MuiLink component={Link} to={paths.question(question.slug)} variant="body2">
          Ver esta pregunta en su página
        </MuiLink>
      )}
      <Box>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          Total de participantes: {stats.totalParticipants}
        </Typography>
        <Suspense fallback={<Skeleton variant="rectangular" height={CHART_HEIGHT} />}>
          <Box aria-hidden>
            <DailyStatsChart stats={stats} correctAlternative={correctAlternative} />
          </Box>
        </Suspense>
        <Box component="ul" sx={visuallyHidden}>
          {stats.answers.map((count, option) => (
            <li key={option}>
              Alternativa {ALTERNATIVE_LETTERS[option]}: {share(count)} de los participantes
            </li>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {brand.pricing && (
          <Button variant="contained" component={Link} to={paths.pricing}>
            Ver planes
          </Button>
        )}
        <Button
          variant="outlined"
          component={Link}
          to={status === 'authenticated' ? paths.dashboard.exams : paths.exams}
        >
          Dar un examen
        </Button>
      </Box>
    </>
  );
}
