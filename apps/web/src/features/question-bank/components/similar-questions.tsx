import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  Collapse,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { paths, type SimilarQuestion } from '@oece/contracts';
import { COMPETENCY_LABELS, isNearDuplicate, QUESTION_STATUS_LABELS } from '@oece/domain';
import { useState } from 'react';
import { Link } from 'react-router';

/** Two decimals, or '-' when there is no number to show. */
function distanceText(distance: number): string {
  return Number.isFinite(distance) ? distance.toFixed(2) : '-';
}

/**
 * The bank's questions nearest to the stem being written, in a table that folds away; those
 * under the near-duplicate distance stand out: they are the same question.
 */
export function SimilarQuestions({
  results,
  error,
}: {
  results: SimilarQuestion[] | undefined;
  error: string | null;
}) {
  const [open, setOpen] = useState(true);
  // On a phone the competency goes under the stem, so the distance stays in sight.
  const wide = useMediaQuery('(min-width:600px)');
  if (error) return <Alert severity="error">Error al buscar preguntas: {error}</Alert>;
  if (!results) return null;
  const near = results.filter((result) => isNearDuplicate(result.distance)).length;
  return (
    <Card variant="outlined">
      <Button
        fullWidth
        onClick={() => setOpen((value) => !value)}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        aria-expanded={open}
        sx={{ justifyContent: 'space-between', px: 2, py: 1 }}
      >
        Preguntas similares ({results.length})
      </Button>
      <Collapse in={open}>
        {near > 0 && (
          <Alert severity="warning" sx={{ mx: 2, mb: 1 }}>
            {near === 1
              ? 'Hay 1 pregunta casi igual en el banco (distancia menor que 10).'
              : `Hay ${near} preguntas casi iguales en el banco (distancia menor que 10).`}
          </Alert>
        )}
        {results.length === 0 ? (
          <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
            No hay preguntas parecidas en el banco.
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Preguntas similares">
              <TableHead>
                <TableRow>
                  <TableCell>Pregunta</TableCell>
                  {wide && <TableCell>Categoría</TableCell>}
                  <TableCell align="right">Distancia</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {results.map((result) => {
                  const highlighted = isNearDuplicate(result.distance);
                  return (
                    <TableRow
                      key={result.id}
                      data-near-duplicate={highlighted || undefined}
                      sx={{
                        bgcolor: (theme) =>
                          highlighted ? alpha(theme.palette.warning.main, 0.18) : undefined,
                      }}
                    >
                      <TableCell>
                        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                          <MuiLink component={Link} to={paths.admin.editQuestion(result.id)} target="_blank">
                            #{result.id}
                          </MuiLink>
                          {highlighted && <Chip size="small" color="warning" label="Casi igual" />}
                          {result.status !== 'ACTIVE' && (
                            <Chip
                              size="small"
                              variant="outlined"
                              label={QUESTION_STATUS_LABELS[result.status]}
                            />
                          )}
                        </Box>
                        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                          {result.question}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ verticalAlign: 'top' }}>
                        {COMPETENCY_LABELS[result.category]}
                      </TableCell>
                      <TableCell
                        align="right"
                        sx={{ verticalAlign: 'top', fontWeight: highlighted ? 700 : 400 }}
                      >
                        {distanceText(result.distance)}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Collapse>
    </Card>
  );
}
