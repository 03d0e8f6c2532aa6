import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCallback, useEffect } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router';

/**
 * While `active` (the exam runs), leaving asks first: a link or the back button inside the app is
 * held for the dialog below; closing the tab or reloading gets the browser's own prompt.
 */
export function useLeaveGuard(active: boolean): Blocker {
  // The same function from render to render: a new one is registered with the router again after
  // every tap and every tick of the timer.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
    [active],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
  return blocker;
}

/** `onExited`: the closing transition has ended. */
export function LeaveExamDialog({ blocker, onExited }: { blocker: Blocker; onExited(): void }) {
  const stay = () => blocker.reset?.();
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={stay}
      slotProps={{ transition: { onExited } }}
      maxWidth="xs"
    >
      <DialogTitle>¿Salir del examen?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          El tiempo sigue corriendo aunque salgas. Tus respuestas quedan guardadas y puedes volver al examen
          mientras quede tiempo.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={stay} autoFocus>
          Seguir en el examen
        </Button>
        <Button onClick={() => blocker.proceed?.()}>Salir</Button>
      </DialogActions>
    </Dialog>
  );
}
