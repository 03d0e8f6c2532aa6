import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { COMPETENCY_LABELS, QUESTION_LEVEL_LABELS, QUESTION_LEVELS } from '@oece/domain';
import { QueryError } from '../../../components/query-error';
import { useQuestionLevels } from '../api/get-question-levels';

/** How the active bank spreads over the levels, per competency: what the complete exam draws from. */
export function LevelsSummary() {
  const levels = useQuestionLevels();
  return (
    // Its heading comes right under the page's title (MUI's default is an h3).
    <Accordion disableGutters variant="outlined" sx={{ mb: 2 }} slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          Niveles del banco activo
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ overflowX: 'auto' }}>
        {levels.isPending && <CircularProgress size={24} aria-label="Cargando niveles" />}
        {levels.isError && (
          <QueryError
            what="Error al cargar los niveles"
            error={levels.error}
            onRetry={() => void levels.refetch()}
          />
        )}
        {levels.data && (
          <Table size="small" aria-label="Preguntas activas por competencia y nivel">
            <TableHead>
              <TableRow>
                <TableCell>Competencia</TableCell>
                {QUESTION_LEVELS.map((level) => (
                  <TableCell key={level} align="right">
                    {QUESTION_LEVEL_LABELS[level]}
                  </TableCell>
                ))}
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {levels.data.competencies.map((row) => (
                <TableRow key={row.category}>
                  <TableCell component="th" scope="row">
                    {COMPETENCY_LABELS[row.category]}
                  </TableCell>
                  {QUESTION_LEVELS.map((level) => (
                    <TableCell key={level} align="right">
                      {row.levels[level]}
                      {row.total > 0 && ` (${Math.round((100 * row.levels[level]) / row.total)} %)`}
                    </TableCell>
                  ))}
                  <TableCell align="right">{row.total}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
