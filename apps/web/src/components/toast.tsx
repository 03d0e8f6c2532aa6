import type { AlertColor } from '@mui/material';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { Toast } from './toast-view';

interface ToastApi {
  /** Bottom-centre message; 3 s by default, 6 s for the snackbars the specification asks for. */
  show(message: string, options?: { severity?: AlertColor; duration?: number }): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export const TOAST_MS = 3000;
export const SNACKBAR_MS = 6000;

// The snackbar's code loads with the first message, not with every page.
const ToastView = lazy(async () => ({ default: (await import('./toast-view')).ToastView }));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  // The last message stays mounted (closed) so that it can slide out.
  const [last, setLast] = useState<Toast | null>(null);
  const show = useCallback<ToastApi['show']>((message, options) => {
    const next = {
      id: Date.now(),
      message,
      severity: options?.severity ?? 'info',
      duration: options?.duration ?? TOAST_MS,
    };
    setToast(next);
    setLast(next);
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  const close = useCallback(() => setToast(null), []);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {last && (
        <Suspense fallback={null}>
          <ToastView toast={last} open={toast !== null} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside ToastProvider');
  return context;
}
