import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
} from '@mui/material';
import { formatSeconds } from '../../../lib/format-seconds';
import { markedText, type QuestionToReview } from './exam-progress';

function itemState({ unanswered, flagged }: QuestionToReview) {
  return [unanswered && 'sin responder', flagged && 'marcada'].filter(Boolean).join(', ');
}

/**
 * Before every finish while time is left: what is unanswered or marked, a way to each (or, with
 * none, that plainly), the time still left, and the choice to go on answering (the default: a
 * double tap must not end the exam).
 */
export function FinishDialog({
  open,
  onExited,
  items,
  total,
  remaining,
  onClose,
  onJump,
  onFinish,
}: {
  open: boolean;
  /** The closing transition has ended. */
  onExited(): void;
  items: QuestionToReview[];
  /** Questions in the exam. */
  total: number;
  /** Seconds left. */
  remaining: number;
  onClose(): void;
  onJump(index: number): void;
  onFinish(): void;
}) {
  const unanswered = items.filter((item) => item.unanswered).length;
  const flagged = items.filter((item) => item.flagged).length;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      slotProps={{ transition: { onExited } }}
      fullWidth
      maxWidth="xs"
      scroll="paper"
    >
      <DialogTitle>¿Finalizar el examen?</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ fontWeight: 600, color: 'text.primary' }}>
          {items.length === 0
            ? `Respondiste las ${total} preguntas y no marcaste ninguna para revisar.`
            : `${unanswered} sin responder, ${markedText(flagged)}`}
        </DialogContentText>
        {unanswered > 0 && (
          <DialogContentText>
            {unanswered === 1
              ? 'La pregunta sin responder contará como incorrecta.'
              : 'Las preguntas sin responder contarán como incorrectas.'}
          </DialogContentText>
        )}
        {items.length > 0 && (
          <List dense aria-label="Preguntas por revisar">
            {items.map((item) => (
              <ListItem key={item.index} disablePadding>
                <ListItemButton onClick={() => onJump(item.index)}>
                  <ListItemText primary={`Pregunta ${item.index + 1} · ${itemState(item)}`} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        <DialogContentText sx={{ mt: 1 }}>
          Aún te quedan {formatSeconds(remaining)}. Al finalizar ya no podrás cambiar tus respuestas.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} autoFocus>
          Seguir respondiendo
        </Button>
        <Button color="success" variant="contained" onClick={onFinish}>
          Finalizar examen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
