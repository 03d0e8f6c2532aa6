import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import {
  CERTIFICATION_EXAM_SIZE,
  CERTIFICATION_LABELS,
  CERTIFICATION_THRESHOLDS,
  EXAM_TYPE_DEFINITIONS,
  examSummary,
  passMark,
  questionCount,
  type ExamType,
} from '@oece/domain';
import { passLineSource, passLineText } from '../../../components/pass-line';

/**
 * The line the results measure the score against, for every exam; the complete exam, the only one
 * scored like the certification, also gets its levels, lowest first, as the results estimate them
 * (certification.ts).
 */
function passLines(type: ExamType): string[] {
  const definition = EXAM_TYPE_DEFINITIONS[type];
  const mark = passMark(type, questionCount(definition.composition));
  const line = `Línea de aprobación: ${passLineText(mark)}. ${passLineSource(mark)}`;
  if (type !== 'COMPLETE') return [line];
  const levels = [...CERTIFICATION_THRESHOLDS]
    .reverse()
    .map(({ level, minCorrect }) => `${CERTIFICATION_LABELS[level].toLowerCase()} desde ${minCorrect}`)
    .join(', ')
    .replace(/, ([^,]+)$/, ' y $1');
  return [
    line,
    `Nivel estimado según tus respuestas correctas de ${CERTIFICATION_EXAM_SIZE}: ${levels}. Es una estimación con los puntajes publicados, no un resultado oficial.`,
  ];
}

/** What a candidate should know before the time starts, for one type of exam. */
function examInstructions(type: ExamType): { summary: string; points: string[] } {
  const definition = EXAM_TYPE_DEFINITIONS[type];
  return {
    summary: `${definition.name}: ${examSummary(questionCount(definition.composition), definition.durationSeconds)}.`,
    points: [
      ...passLines(type),
      "El tiempo corre en el servidor desde que pulsas 'Comenzar examen', aunque salgas. Tus respuestas se guardan al instante.",
      "Si pulsas 'Siguiente' sin responder, la pregunta queda sin responder y puedes volver a ella. Al finalizar, las preguntas sin responder cuentan como incorrectas.",
      "¿Dudas? Usa 'Marcar para revisar'. En el 'Mapa de preguntas' ves cuáles respondiste, cuáles faltan y cuáles marcaste, y saltas a cualquiera.",
      "Para entregar, usa 'Finalizar' arriba, junto al mapa de preguntas; mientras quede tiempo, siempre te pedirá confirmación.",
      'Con el teclado: A–D o 1–4 eligen la alternativa (también ↑ ↓ entre ellas); las flechas ← y → cambian de pregunta.',
      'Si el tiempo se acaba, el examen se finaliza solo con lo que respondiste.',
    ],
  };
}

/** Shown by every 'Empezar examen …' button; 'Comenzar examen' creates the exam and starts its time. */
export function ExamInstructionsDialog({
  open,
  type,
  onCancel,
  onStart,
  busy,
}: {
  open: boolean;
  type: ExamType;
  onCancel: () => void;
  onStart: () => void;
  busy: boolean;
}) {
  const instructions = examInstructions(type);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      // On a phone the default margins take a fifth of the width from a text meant to be read.
      slotProps={{
        paper: { sx: { mx: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } } },
      }}
    >
      <DialogTitle>Antes de empezar</DialogTitle>
      {/* Focusable: on a small phone the text scrolls, and a keyboard must be able to scroll it. */}
      <DialogContent dividers tabIndex={0}>
        <DialogContentText sx={{ fontWeight: 600, color: 'text.primary' }}>
          {instructions.summary}
        </DialogContentText>
        <Box component="ul" sx={{ pl: 2.5, mb: 0, display: 'grid', gap: 1, overflowWrap: 'anywhere' }}>
          {instructions.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={onStart} disabled={busy}>
          {busy ? 'Preparando examen...' : 'Comenzar examen'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
