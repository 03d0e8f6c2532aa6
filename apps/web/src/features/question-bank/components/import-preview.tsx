import CheckIcon from '@mui/icons-material/Check';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link as MuiLink,
  Typography,
} from '@mui/material';
import { alpha, darken } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import {
  paths,
  type ImportPreviewQuestion,
  type ImportPreviewResponse,
  type ImportProblem,
  type ImportQuestionsRequest,
} from '@oece/contracts';
import { ALTERNATIVE_LETTERS, COMPETENCY_LABELS, findTopic, QUESTION_STATUS_LABELS } from '@oece/domain';
import { memo } from 'react';
import { Link } from 'react-router';

/** Cards drawn before 'Ver todas': a file of 500 questions stays quick to scroll and to edit. */
const FIRST_CARDS = 50;
const STEM_PREVIEW_LENGTH = 140;
const DUPLICATE_STEM_LENGTH = 90;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function shorten(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length).trimEnd()}…` : flat;
}

function topicText(code: string | null): string {
  if (!code) return 'Sin tema';
  const topic = findTopic(code);
  return topic ? `${COMPETENCY_LABELS[topic.competency]} · ${code} ${topic.label}` : `Tema ${code}`;
}

export function PreviewSummary({
  response,
  request,
  onShowLine,
}: {
  response: ImportPreviewResponse;
  request: ImportQuestionsRequest;
  onShowLine: (line: number) => void;
}) {
  const total = response.questions.length;
  const similar = response.questions.filter((question) => question.nearDuplicates.length > 0).length;
  if (!response.valid) {
    const count = response.errors.length;
    return (
      <Alert severity="error">
        <AlertTitle>
          {count === 1
            ? 'El archivo tiene 1 error: corrígelo y vuelve a revisar.'
            : `El archivo tiene ${count} errores: corrígelos y vuelve a revisar.`}{' '}
          No se importará nada mientras haya errores.
        </AlertTitle>
        <ProblemList problems={response.errors} label="Errores del archivo" onShowLine={onShowLine} />
      </Alert>
    );
  }
  return (
    <Alert severity="success">
      <AlertTitle>
        {total === 1 ? '1 pregunta lista para importar' : `${total} preguntas listas para importar`}
      </AlertTitle>
      Se crearán con el estado {QUESTION_STATUS_LABELS[request.status ?? 'ACTIVE']}
      {request.topic ? ` en ${topicText(request.topic)}` : ''}.
      {similar > 0 &&
        (similar === 1
          ? ' 1 pregunta se parece a otra del banco (en ámbar): revísala antes de importar.'
          : ` ${similar} preguntas se parecen a otras del banco (en ámbar): revísalas antes de importar.`)}
    </Alert>
  );
}

function ProblemList({
  problems,
  label,
  onShowLine,
}: {
  problems: ImportProblem[];
  label: string;
  onShowLine?: (line: number) => void;
}) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25 }}>
      {problems.map((problem, index) => (
        <Typography component="li" variant="body2" key={`${problem.line}-${index}`}>
          {onShowLine ? (
            <MuiLink
              component="button"
              type="button"
              variant="body2"
              color="inherit"
              onClick={() => onShowLine(problem.line)}
              title="Ver la línea en el texto"
              sx={{ fontWeight: 700, verticalAlign: 'baseline' }}
            >
              Línea {problem.line}
            </MuiLink>
          ) : (
            <Box component="span" sx={{ fontWeight: 700 }}>
              Línea {problem.line}
            </Box>
          )}
          : {problem.message}
        </Typography>
      ))}
    </Box>
  );
}

/** Memoised: typing in the text area must not redraw hundreds of cards. */
export const PreviewQuestions = memo(function PreviewQuestions({
  questions,
  showAll,
  onShowAll,
}: {
  questions: ImportPreviewQuestion[];
  showAll: boolean;
  onShowAll: () => void;
}) {
  const shown = showAll ? questions : questions.slice(0, FIRST_CARDS);
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {plural(questions.length, 'pregunta', 'preguntas')} en el texto
      </Typography>
      <Box
        component="ol"
        aria-label="Preguntas del texto"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {shown.map((question, index) => (
          <PreviewQuestionCard key={`${question.line}-${index}`} question={question} />
        ))}
      </Box>
      {shown.length < questions.length && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={onShowAll}>
            Ver todas ({questions.length})
          </Button>
        </Box>
      )}
    </Box>
  );
});

function PreviewQuestionCard({ question }: { question: ImportPreviewQuestion }) {
  const failed = question.errors.length > 0;
  const similar = question.nearDuplicates.length > 0;
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={`Pregunta de la línea ${question.line}`}
      sx={{ borderColor: failed ? 'error.main' : similar ? 'warning.main' : undefined }}
    >
      <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" label={`Línea ${question.line}`} />
          {failed ? (
            <Chip size="small" color="error" label={plural(question.errors.length, 'error', 'errores')} />
          ) : (
            <Chip size="small" color="success" label="Lista" />
          )}
          {similar && <Chip size="small" color="warning" label="Parecida a otra" />}
          <Typography variant="caption" color="text.secondary" sx={{ minWidth: 0 }}>
            {topicText(question.topic)}
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {question.question ? shorten(question.question, STEM_PREVIEW_LENGTH) : '(sin enunciado)'}
        </Typography>
        {question.alternatives.length > 0 && (
          <Box
            component="ol"
            aria-label="Alternativas"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}
          >
            {question.alternatives.map((alternative, index) => {
              const key = index === question.correctAlternative;
              return (
                <Typography
                  component="li"
                  variant="body2"
                  key={index}
                  sx={{
                    display: 'flex',
                    gap: 0.5,
                    overflowWrap: 'anywhere',
                    color: key ? 'success.dark' : undefined,
                    fontWeight: key ? 700 : undefined,
                  }}
                >
                  <Box component="span" sx={{ flex: '0 0 1.5em' }}>
                    {ALTERNATIVE_LETTERS[index] ?? '?'})
                  </Box>
                  <Box component="span" sx={{ minWidth: 0 }}>
                    {alternative}
                    {key && (
                      <>
                        {' '}
                        <CheckIcon fontSize="inherit" sx={{ verticalAlign: 'middle' }} aria-hidden />
                        <Box component="span" sx={visuallyHidden}>
                          (correcta)
                        </Box>
                      </>
                    )}
                  </Box>
                </Typography>
              );
            })}
          </Box>
        )}
        {failed && (
          <Box sx={{ color: 'error.main' }}>
            <ProblemList
              problems={[...question.errors].sort((a, b) => a.line - b.line)}
              label={`Errores de la pregunta de la línea ${question.line}`}
            />
          </Box>
        )}
        {similar && (
          <Box
            sx={{
              p: 1,
              borderRadius: 1,
              bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12),
              // The orange itself is too light to read on its tint.
              color: (theme) => darken(theme.palette.warning.main, 0.6),
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              Casi igual a:
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {question.nearDuplicates.map((duplicate) => (
                <Typography
                  component="li"
                  variant="body2"
                  key={duplicate.id}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  <MuiLink
                    component={Link}
                    to={paths.admin.editQuestion(duplicate.id)}
                    target="_blank"
                    rel="noopener"
                    color="inherit"
                  >
                    #{duplicate.id} · distancia {duplicate.distance.toFixed(2)} ·{' '}
                    {shorten(duplicate.question, DUPLICATE_STEM_LENGTH)}
                  </MuiLink>
                  {duplicate.status !== 'ACTIVE' && ` (${QUESTION_STATUS_LABELS[duplicate.status]})`}
                </Typography>
              ))}
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
