import CloseIcon from '@mui/icons-material/Close';
import FlagIcon from '@mui/icons-material/Flag';
import {
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Link } from 'react-router';
import type { ExamEntries } from '../hooks/use-exam-answers';
import { isAnswered, progressText, stateText, type Progress } from './exam-progress';

const CURRENT_SX = { borderWidth: 3, borderStyle: 'solid', borderColor: 'text.primary', fontWeight: 800 };

/** A legend's swatch: the same look as a map's number in that state. */
function Swatch({ filled, current, flagged }: { filled?: boolean; current?: boolean; flagged?: boolean }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 22,
        height: 22,
        borderRadius: 1,
        border: 1,
        borderColor: 'primary.main',
        bgcolor: filled ? 'primary.main' : 'transparent',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        ...(current && CURRENT_SX),
      }}
    >
      {flagged && <FlagIcon sx={{ fontSize: 16, color: 'warning.dark' }} />}
    </Box>
  );
}

/**
 * Every question by number, to see which are blank or marked and jump to one: full screen on a
 * phone (six to a row, no sideways scroll), a dialog on wider screens. States are told apart by
 * more than colour: filled (answered), a flag (marked), a thick border (the current one).
 */
export function QuestionMapDialog({
  open,
  onClose,
  onExited,
  questionIds,
  entries,
  current,
  progress,
  pace,
  timerHidden,
  onToggleTimer,
  onJump,
  exitPath,
}: {
  open: boolean;
  onClose(): void;
  /** The closing transition has ended. */
  onExited(): void;
  questionIds: readonly number[];
  entries: ExamEntries;
  current: number;
  progress: Progress;
  pace: string;
  timerHidden: boolean;
  onToggleTimer(): void;
  onJump(index: number): void;
  /** Where 'Salir del examen' leads (it asks first). */
  exitPath: string;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      slotProps={{ transition: { onExited } }}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      scroll="paper"
    >
      <DialogTitle sx={{ pr: 7 }}>Mapa de preguntas</DialogTitle>
      <IconButton aria-label="Cerrar" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ display: 'grid', alignContent: 'start', gap: 2, px: { xs: 2, sm: 3 } }}>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{progressText(progress)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {pace}
          </Typography>
        </Box>
        <Box
          component="ul"
          aria-label="Leyenda"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
        >
          {[
            { label: 'Respondida', swatch: <Swatch filled /> },
            { label: 'Sin responder', swatch: <Swatch /> },
            { label: 'Marcada', swatch: <Swatch flagged /> },
            { label: 'Actual', swatch: <Swatch current /> },
          ].map(({ label, swatch }) => (
            <Box component="li" key={label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              {swatch}
              <Typography variant="body2">{label}</Typography>
            </Box>
          ))}
        </Box>
        <Box
          component="ol"
          aria-label="Preguntas"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(6, minmax(0, 1fr))', sm: 'repeat(10, minmax(0, 1fr))' },
            gap: 1,
          }}
        >
          {questionIds.map((id, index) => {
            const entry = entries[id];
            const isCurrent = index === current;
            return (
              <li key={id}>
                <Button
                  fullWidth
                  variant={isAnswered(entry) ? 'contained' : 'outlined'}
                  aria-label={`Pregunta ${index + 1}, ${stateText(entry)}`}
                  aria-current={isCurrent ? 'step' : undefined}
                  onClick={() => onJump(index)}
                  sx={{
                    minWidth: 0,
                    height: 44,
                    px: 0,
                    position: 'relative',
                    fontVariantNumeric: 'tabular-nums',
                    ...(isCurrent && CURRENT_SX),
                  }}
                >
                  {index + 1}
                  {entry?.flagged && (
                    <FlagIcon
                      sx={{
                        position: 'absolute',
                        top: 1,
                        right: 1,
                        fontSize: 14,
                        color: isAnswered(entry) ? 'common.white' : 'warning.dark',
                      }}
                    />
                  )}
                </Button>
              </li>
            );
          })}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
          <Button variant="outlined" onClick={onToggleTimer}>
            {timerHidden ? 'Mostrar tiempo' : 'Ocultar tiempo'}
          </Button>
          <Button component={Link} to={exitPath} color="inherit" onClick={onClose}>
            Salir del examen
          </Button>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
