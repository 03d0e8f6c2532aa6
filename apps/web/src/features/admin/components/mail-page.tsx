import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  TextField,
  Typography,
  type ChipProps,
} from '@mui/material';
import { MAIL_KIND_LABELS, MAIL_STATUS_LABELS, type MailMessage } from '@oece/contracts';
import { formatDateAndTime } from '@oece/domain';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMail } from '../api/orders-and-mail';
import { SEARCH_DEBOUNCE_MS } from './admin-users-page';
import { PasswordLinkDialog, type LinkRecipient } from './password-link-dialog';

const STATUS_COLOR: Record<MailMessage['status'], ChipProps['color']> = {
  PENDING: 'default',
  SENT: 'success',
  FAILED: 'error',
  UNSENT: 'warning',
};

/**
 * Every e-mail the product wrote, sent or not: a link to set a password shows masked, never its
 * token; a user's message offers to send them a fresh link.
 */
export function MailPage() {
  const [to, setTo] = useState('');
  const debounced = useDebouncedValue(to, SEARCH_DEBOUNCE_MS);
  const mail = useMail(debounced);
  const [linkFor, setLinkFor] = useState<LinkRecipient | null>(null);
  const list = mail.data?.messages ?? [];

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Correos enviados
      </Typography>
      {list.some((message) => message.status === 'UNSENT') && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          No hay un servidor de correo configurado (SMTP_URL): los mensajes marcados «Sin servidor de correo»
          solo se guardan aquí, sin su enlace. Envía a cada comprador un enlace de contraseña nuevo: lo verás
          una vez para copiarlo y pasárselo por WhatsApp.
        </Alert>
      )}
      <TextField
        fullWidth
        label="Buscar por destinatario"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        sx={{ mb: 2 }}
        slotProps={{
          input: {
            endAdornment: mail.isFetching ? <CircularProgress size={20} aria-label="Buscando" /> : null,
          },
        }}
      />
      {mail.isPending && <CircularProgress />}
      {mail.isError && (
        <QueryError
          what="Error al cargar los correos"
          error={mail.error}
          onRetry={() => void mail.refetch()}
        />
      )}
      {mail.isSuccess && list.length === 0 && (
        <Alert severity="info">
          {debounced.trim() ? 'No hay correos para ese destinatario.' : 'Aún no hay correos.'}
        </Alert>
      )}
      {list.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
          Mostrando {list.length} de {mail.data!.total} correos
        </Typography>
      )}
      <Box role="list" aria-label="Correos">
        {list.map((message) => (
          // Each message's heading comes right under the page's title (MUI's default is an h3).
          <Accordion
            key={message.id}
            role="listitem"
            disableGutters
            slotProps={{ heading: { component: 'h2' } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0, flexGrow: 1 }}>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{message.to}</Typography>
                  <Chip size="small" label={MAIL_KIND_LABELS[message.kind]} variant="outlined" />
                  <Chip
                    size="small"
                    color={STATUS_COLOR[message.status]}
                    label={MAIL_STATUS_LABELS[message.status]}
                  />
                </Box>
                <Typography variant="body2">{message.subject}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateAndTime(message.createdAt)}
                  {message.sentAt && ` · enviado ${formatDateAndTime(message.sentAt)}`}
                </Typography>
              </Box>
            </AccordionSummary>
            <AccordionDetails>
              {message.error && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  No se pudo enviar: {message.error}
                </Alert>
              )}
              <Box
                component="pre"
                sx={{
                  whiteSpace: 'pre-wrap',
                  fontFamily: 'inherit',
                  bgcolor: 'grey.100',
                  p: 2,
                  borderRadius: 1,
                  m: 0,
                }}
              >
                {message.text}
              </Box>
              {message.userId !== null && (
                <Button
                  variant="outlined"
                  sx={{ mt: 2 }}
                  onClick={() => setLinkFor({ userId: message.userId!, to: message.to })}
                >
                  Enviar enlace de contraseña
                </Button>
              )}
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
      <PasswordLinkDialog recipient={linkFor} onClose={() => setLinkFor(null)} />
    </Box>
  );
}
