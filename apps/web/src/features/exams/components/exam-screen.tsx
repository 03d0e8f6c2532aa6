import CloudOffIcon from '@mui/icons-material/CloudOff';
import TimerIcon from '@mui/icons-material/Timer';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import type { Exam } from '@oece/contracts';
import { ALTERNATIVE_LETTERS, COMPETENCY_LABELS } from '@oece/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { useDocumentTitle } from '../../../components/use-document-title';
import { track } from '../../../lib/analytics';
import { ApiError } from '../../../lib/api-client';
import { getExamQueryOptions } from '../api/get-exam';
import { useExamAnswers } from '../hooks/use-exam-answers';
import { formatSeconds } from '../../../lib/format-seconds';

const TEXT_INPUT = /^(text|search|email|number|password|tel|url)$/;

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA') return true;
  return target instanceof HTMLInputElement && TEXT_INPUT.test(target.type);
}

export function ExamScreen({ exam }: { exam: Exam }) {
  useDocumentTitle('Examen en curso');
  const toast = useToast();
  const queryClient = useQueryClient();
  const showError = useCallback(
    (message: string) => toast.show(message, { severity: 'error', duration: SNACKBAR_MS }),
    [toast],
  );
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: getExamQueryOptions(exam.code).queryKey }),
    [queryClient, exam.code],
  );
  const onRejected = useCallback(
    (error: ApiError) => {
      showError(error.message);
      void reload();
    },
    [showError, reload],
  );
  const { answers, choose, finish, unsaved } = useExamAnswers(exam, onRejected);
  const [index, setIndex] = useState(() => {
    const first = exam.questions.findIndex((question) => (answers[question.id] ?? null) === null);
    return first === -1 ? 0 : first;
  });
  const [finishing, setFinishing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const finished = useRef(false);

  const total = exam.questions.length;
  const question = exam.questions[index]!;
  const selected = answers[question.id] ?? null;

  const finishExam = useCallback(async () => {
    if (finished.current) return;
    finished.current = true;
    setFinishing(true);
    // An unanswered current question counts as skipped.
    const current = exam.questions[index]!;
    const extra = (answers[current.id] ?? null) === null ? { [current.id]: -1 } : {};
    try {
      await finish(extra);
      track('exam_finished', { examType: exam.type });
      await reload();
    } catch (error) {
      finished.current = false;
      setFinishing(false);
      showError(
        error instanceof ApiError && !error.isNetwork
          ? error.message
          : 'Error al conectar con el servidor. Contacte con el administrador',
      );
      if (error instanceof ApiError && !error.isNetwork) void reload();
    }
  }, [answers, exam.questions, exam.type, finish, index, reload, showError]);

  // The server gave the remaining time; the deadline is fixed on this device's clock from there.
  const [deadline] = useState(() => Date.now() + exam.remainingSeconds * 1000);
  const [remaining, setRemaining] = useState(exam.remainingSeconds);
  const finishRef = useRef(finishExam);
  useEffect(() => {
    finishRef.current = finishExam;
  }, [finishExam]);
  useEffect(() => {
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        window.clearInterval(timer);
        void finishRef.current();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const go = useCallback(
    (next: number) => {
      if (next < 0 || next >= total) return;
      // Moving forward from an unanswered question marks it skipped.
      if (next > index && (answers[question.id] ?? null) === null) choose(question.id, -1);
      setIndex(next);
    },
    [answers, choose, index, question.id, total],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (confirming || isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') go(index + 1);
      if (event.key === 'ArrowLeft') go(index - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, index, confirming]);

  // On a phone the next question must start at its first line, not where the last one ended.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [index]);

  const answeredCount = exam.questions.filter((q) => (answers[q.id] ?? -1) >= 0).length;
  const low = remaining <= 60;
  // Questions with no choice yet, counting the current one unless it is answered.
  const unanswered = total - answeredCount;
  /** A finish that would leave questions unanswered is confirmed first (a double tap must not end it). */
  const requestFinish = () => (unanswered > 0 ? setConfirming(true) : void finishExam());

  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', px: { xs: 0, sm: 1 }, py: 2 }}>
      {/* Under the app bar, the number and the timer stay in sight while scrolling a long question. */}
      <Box
        sx={{
          position: 'sticky',
          top: { xs: 56, sm: 64 },
          zIndex: 1,
          bgcolor: 'background.default',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          py: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography sx={{ fontWeight: 700 }} aria-label="Número de pregunta">
          {index + 1} / {total}
        </Typography>
        <Chip label={COMPETENCY_LABELS[question.category]} color="primary" variant="outlined" size="small" />
        <Chip
          icon={<TimerIcon />}
          label={formatSeconds(remaining)}
          color={low ? 'error' : 'default'}
          aria-label="Tiempo restante"
          role="timer"
          sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}
        />
      </Box>
      <LinearProgress
        variant="determinate"
        value={(answeredCount / total) * 100}
        sx={{ mb: 2 }}
        aria-hidden
      />
      <Card>
        <CardContent>
          <Typography
            component="h1"
            sx={{ whiteSpace: 'pre-line', fontSize: '1.1rem', fontWeight: 600, mb: 2 }}
          >
            {question.question}
          </Typography>
          <Box role="radiogroup" aria-label="Alternativas" sx={{ display: 'grid', gap: 1 }}>
            {question.alternatives.map((alternative, option) => {
              const checked = selected === option;
              return (
                <Button
                  key={option}
                  role="radio"
                  aria-checked={checked}
                  variant={checked ? 'contained' : 'outlined'}
                  onClick={() => choose(question.id, option)}
                  disabled={finishing}
                  sx={{ justifyContent: 'flex-start', textAlign: 'left', fontWeight: 400, py: 1.25 }}
                >
                  <Box component="span" sx={{ fontWeight: 700, mr: 1 }}>
                    {ALTERNATIVE_LETTERS[option]})
                  </Box>
                  {alternative}
                </Button>
              );
            })}
          </Box>
        </CardContent>
      </Card>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 2 }}>
        <Button variant="outlined" onClick={() => go(index - 1)} disabled={index === 0 || finishing}>
          Anterior
        </Button>
        {/* At 00:00 (an automatic finish that failed) the way out is on every question. */}
        {/* Distinct keys: focus on Siguiente must not carry over, or Enter held down would finish. */}
        {index < total - 1 && remaining > 0 ? (
          <Button key="next" variant="contained" onClick={() => go(index + 1)} disabled={finishing}>
            Siguiente
          </Button>
        ) : (
          <Button
            key="finish"
            variant="contained"
            color="success"
            onClick={requestFinish}
            disabled={finishing}
          >
            {finishing ? 'Finalizando...' : 'Finalizar examen'}
          </Button>
        )}
      </Box>
      {unsaved && (
        <Alert severity="warning" icon={<CloudOffIcon />} sx={{ mt: 2 }} role="status">
          Tu última respuesta aún no se guardó. Se reintentará automáticamente al recuperar la conexión.
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
        Usa las flechas ← → del teclado para moverte entre preguntas. {answeredCount} de {total} respondidas.
      </Typography>
      <Dialog open={confirming} onClose={() => setConfirming(false)} maxWidth="xs">
        <DialogTitle>¿Finalizar el examen?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {unanswered === 1
              ? 'Tienes 1 pregunta sin responder; contará como incorrecta.'
              : `Tienes ${unanswered} preguntas sin responder; contarán como incorrectas.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            Seguir respondiendo
          </Button>
          <Button
            color="success"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              void finishExam();
            }}
          >
            Finalizar examen
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
