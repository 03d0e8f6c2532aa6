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
  Link as MuiLink,
  Skeleton,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import {
  paths,
  type DailyAnswerResponse,
  type DailyQuestion,
  type DailyQuestionResponse,
  type DailyStats,
} from '@oece/contracts';
import { ALTERNATIVE_LETTERS, COMPETENCY_LABELS, formatLongDay } from '@oece/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type ComponentType } from 'react';
import { Link, useLoaderData } from 'react-router';
import { useBrand } from '../../../config/settings';
import { ApiError } from '../../../lib/api-client';
import { percentOf } from '../../../lib/percent-of';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCanPractice, useExamsPath } from '../../../lib/session';
import { AnswerOptions } from '../../../components/answer-options';
import { Explanation } from '../../../components/explanation';
import { QueryError } from '../../../components/query-error';
import { useLegalBasis } from '../../../components/question-extras';
import { WhatsAppShareButton } from '../../../components/whatsapp-share-button';
import { answerDailyQuestion } from '../api/answer-daily-question';
import { ownDailyQuestionQueryOptions } from '../api/get-daily-question';
import type { DailyQuestionData } from '../daily-question-route';
import { CHART_HEIGHT } from './daily-stats';

// The chart library is the heaviest part of the page and only needed after answering.
const DailyStatsChart = lazy(() => import('./daily-stats-chart'));

/** What the page hands its island: the day's question as the server read it (for anyone). */
export interface DailyQuestionCardProps {
  loaded: DailyQuestionData;
}

/**
 * The question of the day. The answer card is the page's island (`Card`, from app/pages, which
 * adds the legal basis of the answer); the title and the way to share it are the server's HTML.
 */
export function DailyQuestionPage({ Card }: { Card: ComponentType<DailyQuestionCardProps> }) {
  const loaded = useLoaderData() as DailyQuestionData;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Pregunta del día
      </Typography>
      <Card loaded={loaded} />
      {/* Before answering and after: the day's page, where each person answers for themselves. */}
      <Box sx={{ mt: 2 }}>
        <WhatsAppShareButton
          path={paths.dailyQuestion}
          text="¿Te animas con la pregunta del día del examen de certificación OECE?"
          from="daily_question"
        />
      </Box>
    </Container>
  );
}

/**
 * The day and its question to answer. The page as served shows it as any visitor sees it; once its
 * code runs, it reads this person's own state (answered today or not) unless the page was read
 * with their session already (`personal`), and only then takes an answer.
 */
export function DailyQuestionCard({ loaded }: DailyQuestionCardProps) {
  const own = useQuery({ ...ownDailyQuestionQueryOptions(), enabled: !loaded.personal });
  const current = own.data ?? loaded;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 3, '&::first-letter': { textTransform: 'uppercase' } }}>
        {formatLongDay(current.question.day)}
      </Typography>
      {/* Until this person's state is read, nothing can be chosen: say why, and try again. */}
      {own.isError && (
        <Box sx={{ mb: 2 }}>
          <QueryError
            what="Error al cargar la pregunta del día"
            error={own.error}
            onRetry={() => void own.refetch()}
          />
        </Box>
      )}
      {/* A new day's question starts afresh: nothing chosen, nothing sent. */}
      <DailyQuestionAnswer
        key={current.question.id}
        current={current}
        personal={loaded.personal || own.isSuccess}
        // The day turned while the page was open: show the new day's question.
        onDayTurned={() => void own.refetch()}
      />
    </>
  );
}

function DailyQuestionAnswer({
  current,
  personal,
  onDayTurned,
}: {
  current: DailyQuestionResponse;
  /** The question was read as this person sees it: whether they already answered is known. */
  personal: boolean;
  onDayTurned(): void;
}) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<number | null>(null);
  const submit = useMutation({
    mutationFn: answerDailyQuestion,
    onError(error) {
      if (error instanceof ApiError && error.status === 409) onDayTurned();
    },
  });
  const state: DailyQuestionResponse | DailyAnswerResponse = submit.data ?? current;
  const { question, stats } = state;
  // The key and the stats arrive together, only for someone who has answered.
  const key = state.hasUserAnswered ? question.correctAlternative : undefined;
  const answered = key !== undefined && stats !== null;
  const ready = hydrated && personal && !answered && !submit.isPending;
  const textId = useId();

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
        <AnswerOptions
          labelledBy={textId}
          alternatives={question.alternatives}
          selected={answered ? stats.userAnswer : selected}
          onSelect={setSelected}
          disabled={!ready}
          correctAlternative={answered ? key : null}
        />
        {submit.isError && (
          <Alert severity="error">
            Error al enviar la respuesta
            {submit.error instanceof ApiError ? `: ${submit.error.message}` : ''}
          </Alert>
        )}
        {answered ? (
          <DailyResults question={question} stats={stats} correctAlternative={key} />
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
  question,
  stats,
  correctAlternative,
}: {
  question: DailyQuestion;
  stats: DailyStats;
  correctAlternative: number;
}) {
  const brand = useBrand();
  const examsPath = useExamsPath();
  // A Premium member already has every plan's extras: no plans to offer.
  const hasTopPlan = useCanPractice();
  const legalBasis = useLegalBasis();
  return (
    <>
      {question.explanation && <Explanation text={question.explanation} heading="h3" />}
      {legalBasis(question.sources ?? [])}
      {brand.publicContent && question.slug && (
        // Its page opens when the day ends (decision 0031): until then the key stays off the site.
        <Typography variant="body2">
          Desde mañana, esta pregunta y sus resultados finales estarán en{' '}
          <MuiLink component={Link} to={paths.question(question.slug)}>
            su propia página
          </MuiLink>
          .
        </Typography>
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
              Alternativa {ALTERNATIVE_LETTERS[option]}: {percentOf(count, stats.totalParticipants)}% de los
              participantes
            </li>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {brand.pricing && !hasTopPlan && (
          <Button variant="contained" component={Link} to={paths.pricing}>
            Ver planes
          </Button>
        )}
        <Button variant="outlined" component={Link} to={examsPath}>
          Dar un examen
        </Button>
      </Box>
    </>
  );
}
