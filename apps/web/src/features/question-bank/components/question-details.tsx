import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import { paths, type AdminQuestion } from '@oece/contracts';
import { ALTERNATIVE_LETTERS, findTopic, ITEM_FLAG_LABELS, ITEM_MIN_PRESENTED } from '@oece/domain';
import { Link } from 'react-router';
import { hasPublicPage, publicLabel } from './public-state';

export function percent(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)} %`;
}

/** Facility, discrimination and the share of each alternative, as of the last computation. */
function ItemStatistics({ question }: { question: AdminQuestion }) {
  const stats = question.stats;
  if (!stats) {
    return (
      <Typography variant="body2" color="text.secondary">
        Sin estadísticas: ningún examen terminado la ha mostrado desde su última versión de alternativas.
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2">
        Presentada en {stats.presented} exámenes · respondida {stats.answered} · facilidad{' '}
        <strong>{percent(stats.facility)}</strong> · discriminación{' '}
        <strong>{stats.discrimination === null ? '—' : stats.discrimination.toFixed(2)}</strong>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Elegida:{' '}
        {stats.choices
          .map(
            (count, index) =>
              `${ALTERNATIVE_LETTERS[index]}) ${percent(stats.presented ? count / stats.presented : null)}`,
          )
          .join(' · ')}
        {' · '}sin responder {percent((stats.presented - stats.answered) / stats.presented)}
      </Typography>
      {stats.presented < ITEM_MIN_PRESENTED && (
        <Typography variant="body2" color="text.secondary">
          Con menos de {ITEM_MIN_PRESENTED} exámenes las cifras aún no bastan para juzgar la pregunta.
        </Typography>
      )}
      {stats.flags.length > 0 && (
        <Alert severity="warning" sx={{ mt: 0.5 }}>
          Para revisar: {stats.flags.map((flag) => ITEM_FLAG_LABELS[flag]).join('; ')}. Comprueba la clave y
          las alternativas.
        </Alert>
      )}
    </Box>
  );
}

/** A question unfolded in the list: its alternatives with the key, explanation, legal basis and figures. */
export function QuestionDetails({ question, onHistory }: { question: AdminQuestion; onHistory: () => void }) {
  const topic = findTopic(question.topic);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, py: 1 }}>
      {topic && (
        <Typography variant="body2" color="text.secondary">
          Tema {topic.code}: {topic.label}
        </Typography>
      )}
      <Typography sx={{ whiteSpace: 'pre-line' }}>{question.question}</Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {question.alternatives.map((alternative, index) => {
          const correct = index === question.correctAlternative;
          return (
            <Box
              component="li"
              key={index}
              sx={{
                display: 'flex',
                gap: 0.75,
                alignItems: 'flex-start',
                color: correct ? 'success.dark' : 'text.primary',
                fontWeight: correct ? 700 : 400,
              }}
            >
              <span>{ALTERNATIVE_LETTERS[index]})</span>
              <Box component="span" sx={{ flex: 1 }}>
                {alternative}
              </Box>
              {correct && <CheckCircleIcon fontSize="small" aria-label="Respuesta correcta" />}
            </Box>
          );
        })}
      </Box>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          Explicación
        </Typography>
        <Typography
          variant="body2"
          sx={{ whiteSpace: 'pre-line' }}
          color={question.explanation ? undefined : 'text.secondary'}
        >
          {question.explanation ?? 'Sin explicación.'}
        </Typography>
      </Box>
      <Typography variant="body2">
        <strong>Base legal:</strong> {question.sources.length ? question.sources.join('; ') : 'sin fuentes'}
      </Typography>
      <Typography variant="body2">
        <strong>Biblioteca pública:</strong> {publicLabel(question)}
        {question.publicSince === null && '. Su dirección lleva a la página de su tema.'}
      </Typography>
      <ItemStatistics question={question} />
      {question.openReports > 0 && (
        <Box>
          <Chip
            color="error"
            size="small"
            label={
              question.openReports === 1 ? '1 reporte abierto' : `${question.openReports} reportes abiertos`
            }
            component={Link}
            to={paths.admin.questionReports}
            clickable
          />
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditIcon />}
          component={Link}
          to={paths.admin.editQuestion(question.id)}
        >
          Editar
        </Button>
        <Button size="small" startIcon={<HistoryIcon />} onClick={onHistory}>
          Historial
        </Button>
        {hasPublicPage(question) && (
          <Button
            size="small"
            component="a"
            href={paths.question(question.slug)}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNewIcon />}
          >
            Ver página pública
          </Button>
        )}
      </Box>
    </Box>
  );
}
