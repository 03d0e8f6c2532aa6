import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { paths } from '@oece/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { cancelNotice } from '../api/cancel-notice';
import { confirmNotice } from '../api/confirm-notice';

export type NoticeLinkAction = 'confirm' | 'cancel';

const TEXTS: Record<NoticeLinkAction, { title: string; working: string }> = {
  confirm: { title: 'Confirma tu aviso', working: 'Confirmando tu aviso…' },
  cancel: { title: 'Baja de avisos', working: 'Dando de baja tu aviso…' },
};

/** What the link did: the server's words, and where to go next. */
async function follow(action: NoticeLinkAction, token: string): Promise<{ message: string; next: string }> {
  if (action === 'cancel') return { message: (await cancelNotice(token)).message, next: paths.schedule };
  const confirmed = await confirmNotice(token);
  return { message: confirmed.message, next: paths.scheduleOf(confirmed.region.value) };
}

/**
 * Where a schedule e-mail's link leads: it confirms the subscription or ends it as the page opens,
 * one click in all. The token comes after # (never sent to the server with the page), read here
 * only in the browser. Both actions can be repeated harmlessly, so the page runs its one as a query.
 */
export function ScheduleNoticeLinkPage({ action }: { action: NoticeLinkAction }) {
  const token = useLocation().hash.slice(1);
  const result = useQuery({
    queryKey: ['schedule-notice-link', action, token],
    queryFn: () => follow(action, token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  const { title, working } = TEXTS[action];
  const refused = result.error instanceof ApiError && !result.error.isNetwork ? result.error : null;

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Card sx={{ width: '100%', maxWidth: 460 }}>
        <CardContent sx={{ display: 'grid', gap: 2, p: 3 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {!token ? (
            <Alert severity="warning">Este enlace está incompleto: ábrelo tal como llegó a tu correo.</Alert>
          ) : result.isPending ? (
            <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <CircularProgress size={24} aria-hidden />
              <Typography>{working}</Typography>
            </Box>
          ) : result.isSuccess ? (
            <>
              <Alert severity="success" role="status">
                {result.data.message}
              </Alert>
              <Button variant="contained" component={Link} to={result.data.next}>
                Ver el cronograma
              </Button>
            </>
          ) : refused ? (
            <>
              <Alert severity="warning">{refused.message}</Alert>
              <Button variant="contained" component={Link} to={paths.schedule}>
                Ir al cronograma
              </Button>
            </>
          ) : (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void result.refetch()}>
                  Reintentar
                </Button>
              }
            >
              Error de conexión. Revisa tu internet e inténtalo de nuevo.
            </Alert>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
