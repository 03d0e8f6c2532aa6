import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert, Box } from '@mui/material';
import type { Exam } from '@oece/contracts';
import { COMPETENCY_LABELS } from '@oece/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFocusMode } from '../../../components/focus-mode';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { useDocumentTitle } from '../../../components/use-document-title';
import { track } from '../../../lib/analytics';
import { ApiError } from '../../../lib/api-client';
import { useExamsPath } from '../../../lib/session';
import { getExamQueryOptions } from '../api/get-exam';
import { useExamAnswers } from '../hooks/use-exam-answers';
import { BOTTOM_BAR_SPACE, ExamBottomBar } from './exam-bottom-bar';
import { ExamHeader } from './exam-header';
import { ExamQuestion } from './exam-question';
import { progressOf, questionsToReview } from './exam-progress';
import { FinishDialog } from './finish-dialog';
import { LeaveExamDialog, useLeaveGuard } from './leave-exam-dialog';
import { crossedWarning, paceText, timerTone } from './pace';
import { QuestionMapDialog } from './question-map-dialog';

const TEXT_INPUT = /^(text|search|email|number|password|tel|url)$/;
const TIMER_HIDDEN_KEY = 'oece.exam.timerHidden';
/** Keys that choose an alternative: a–d as printed, 1–4 for the number row. */
const OPTION_KEYS = new Map([
  ['a', 0],
  ['b', 1],
  ['c', 2],
  ['d', 3],
  ['1', 0],
  ['2', 1],
  ['3', 2],
  ['4', 3],
]);

/**
 * Whether a dialog belongs in the tree: from its opening until its closing transition has ended.
 * A closed dialog rendered for nothing would cost a slow phone part of every tap and of every tick
 * of the timer. `onExited` goes to the dialog's transition.
 */
function usePresence(open: boolean) {
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);
  const onExited = useCallback(() => setPresent(false), []);
  return { present: open || present, onExited };
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA') return true;
  return target instanceof HTMLInputElement && TEXT_INPUT.test(target.type);
}

export function ExamScreen({ exam }: { exam: Exam }) {
  useDocumentTitle('Examen en curso');
  useFocusMode(true);
  const toast = useToast();
  const queryClient = useQueryClient();
  const examsPath = useExamsPath();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
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
  const { entries, choose, setFlag, finish, unsaved } = useExamAnswers(exam, onRejected);
  const questionIds = useMemo(() => exam.questions.map((question) => question.id), [exam.questions]);
  const [index, setIndex] = useState(() => {
    const first = questionIds.findIndex((id) => (entries[id]?.responseIndex ?? null) === null);
    return first === -1 ? 0 : first;
  });
  /** Counts moves between questions: each one brings the new question's heading into focus. */
  const [moves, setMoves] = useState(0);
  const [finishing, setFinishing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const [timerHidden, setTimerHidden] = useState(() => localStorage.getItem(TIMER_HIDDEN_KEY) === 'true');
  const [warning, setWarning] = useState<number | null>(null);
  const finished = useRef(false);
  const blocker = useLeaveGuard(!finishing);

  const total = exam.questions.length;
  const question = exam.questions[index]!;
  const entry = entries[question.id];
  const progress = useMemo(() => progressOf(questionIds, entries), [questionIds, entries]);

  // The server gave the remaining time; the deadline is fixed on this device's clock from there.
  const [deadline] = useState(() => Date.now() + exam.remainingSeconds * 1000);
  const [remaining, setRemaining] = useState(exam.remainingSeconds);

  /**
   * What the handlers below read when they run, so that they stay the same functions from render
   * to render: the question, the bars and the map are memoised, and a tap or the timer's tick must
   * not render them again for a new handler. Kept current before any event can reach the screen.
   */
  const latest = useRef({ index, entries, remaining });
  useLayoutEffect(() => {
    latest.current = { index, entries, remaining };
  });

  const finishExam = useCallback(async () => {
    if (finished.current) return;
    finished.current = true;
    setFinishing(true);
    // An unanswered current question counts as skipped.
    const { index: at, entries: shown } = latest.current;
    const current = exam.questions[at]!;
    const skipped = (shown[current.id]?.responseIndex ?? null) === null ? [current.id] : [];
    try {
      await finish(skipped);
      track('exam_finished', { examType: exam.type });
      await reload();
    } catch (error) {
      finished.current = false;
      setFinishing(false);
      showError(
        error instanceof ApiError && !error.isNetwork
          ? error.message
          : 'Error al conectar con el servidor. Contacta con el administrador',
      );
      if (error instanceof ApiError && !error.isNetwork) void reload();
    }
  }, [exam.questions, exam.type, finish, reload, showError]);

  useEffect(() => {
    const secondsLeft = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
    let before = secondsLeft();
    const timer = window.setInterval(() => {
      const left = secondsLeft();
      const crossed = crossedWarning(before, left, exam.durationSeconds);
      before = left;
      setRemaining(left);
      if (crossed !== null) setWarning(crossed);
      if (left === 0) {
        window.clearInterval(timer);
        void finishExam();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline, exam.durationSeconds, finishExam]);

  const jump = useCallback((next: number) => {
    setIndex(next);
    setMoves((count) => count + 1);
  }, []);

  const go = useCallback(
    (next: number) => {
      if (next < 0 || next >= total) return;
      // Moving forward from an unanswered question marks it skipped; a jump from the map does not.
      const { index: at, entries: shown } = latest.current;
      const current = exam.questions[at]!.id;
      if (next > at && (shown[current]?.responseIndex ?? null) === null) choose(current, -1);
      jump(next);
    },
    [choose, exam.questions, jump, total],
  );
  const toggleFlag = useCallback(() => {
    const { index: at, entries: shown } = latest.current;
    const current = exam.questions[at]!.id;
    setFlag(current, !(shown[current]?.flagged ?? false));
  }, [exam.questions, setFlag]);
  const previous = useCallback(() => go(latest.current.index - 1), [go]);
  const next = useCallback(() => go(latest.current.index + 1), [go]);

  // At 00:00 the exam is handed in by itself: nothing is left to confirm.
  const confirmOpen = confirming && remaining > 0;
  const leaving = blocker.state === 'blocked';
  const dialogOpen = mapOpen || confirmOpen || leaving;
  const map = usePresence(mapOpen);
  const confirm = usePresence(confirmOpen);
  const leave = usePresence(leaving);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (dialogOpen || finishing || isTyping(event.target)) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const option = OPTION_KEYS.get(event.key.toLowerCase());
      if (option !== undefined) {
        choose(question.id, option);
        return;
      }
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      // ← → change the question even among the alternatives (there ↑ ↓ move between them): a
      // click on an option and then → must not quietly change the answer.
      event.preventDefault();
      go(event.key === 'ArrowRight' ? index + 1 : index - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [choose, dialogOpen, finishing, go, index, question.id]);

  // After a move the new question starts at its first line, and a screen reader reads it.
  useEffect(() => {
    if (moves === 0) return;
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
  }, [moves]);

  const toggleTimer = () => {
    localStorage.setItem(TIMER_HIDDEN_KEY, String(!timerHidden));
    setTimerHidden(!timerHidden);
  };
  const toReview = useMemo(() => questionsToReview(questionIds, entries), [questionIds, entries]);
  /**
   * While time is left a finish is always confirmed first, even with every question answered: a
   * double tap must not hand in a two-hour exam. At 00:00 (an automatic finish that failed) there
   * is nothing left to protect.
   */
  const requestFinish = useCallback(
    () => (latest.current.remaining > 0 ? setConfirming(true) : void finishExam()),
    [finishExam],
  );
  const closeWarning = useCallback(() => setWarning(null), []);
  const openMap = useCallback(() => setMapOpen(true), []);

  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', px: 2, pb: BOTTOM_BAR_SPACE }}>
      <ExamHeader
        number={index + 1}
        total={total}
        category={COMPETENCY_LABELS[question.category]}
        remaining={remaining}
        tone={timerTone(remaining, exam.durationSeconds)}
        timerHidden={timerHidden}
        warning={warning}
        finishing={finishing}
        onCloseWarning={closeWarning}
        onOpenMap={openMap}
        onFinish={requestFinish}
      />
      <ExamQuestion
        question={question}
        headingId={headingId}
        headingRef={headingRef}
        selected={entry?.responseIndex ?? null}
        flagged={entry?.flagged ?? false}
        finishing={finishing}
        onChoose={choose}
        onToggleFlag={toggleFlag}
      />
      {unsaved && (
        <Alert severity="warning" icon={<CloudOffIcon />} sx={{ mt: 2 }} role="status">
          Tu última respuesta aún no se guardó. Se reintentará automáticamente al recuperar la conexión.
        </Alert>
      )}
      <ExamBottomBar
        number={index + 1}
        total={total}
        flagged={progress.flagged}
        finishing={finishing}
        onPrevious={previous}
        onNext={next}
      />
      {map.present && (
        <QuestionMapDialog
          open={mapOpen}
          onExited={map.onExited}
          onClose={() => setMapOpen(false)}
          questionIds={questionIds}
          entries={entries}
          current={index}
          progress={progress}
          pace={paceText({
            durationSeconds: exam.durationSeconds,
            remainingSeconds: remaining,
            answered: progress.answered,
            total,
          })}
          timerHidden={timerHidden}
          onToggleTimer={toggleTimer}
          onJump={(next) => {
            setMapOpen(false);
            jump(next);
          }}
          exitPath={examsPath}
        />
      )}
      {confirm.present && (
        <FinishDialog
          open={confirmOpen}
          onExited={confirm.onExited}
          items={toReview}
          total={total}
          remaining={remaining}
          onClose={() => setConfirming(false)}
          onJump={(next) => {
            setConfirming(false);
            jump(next);
          }}
          onFinish={() => {
            setConfirming(false);
            void finishExam();
          }}
        />
      )}
      {leave.present && <LeaveExamDialog blocker={blocker} onExited={leave.onExited} />}
    </Box>
  );
}
