import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { emailSchema, type ScheduleRegion } from '@oece/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useSubmit } from '../../../components/ui/use-submit';
import { useHydrated } from '../../../lib/use-hydrated';
import { subscribeToNotices } from '../api/subscribe-to-notices';

/**
 * '¿Te avisamos?': a visitor leaves an e-mail to hear of new sittings in `region`. The server
 * answers with what happens next (a confirmation e-mail); nothing else is written before it.
 */
export function ScheduleNoticeForm({ region }: { region: ScheduleRegion }) {
  const hydrated = useHydrated();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const sending = useSubmit(async (address: string) => {
    const answer = await subscribeToNotices({ email: address, region: region.value });
    setSent(answer.message);
  }, 'Error de conexión. Revisa tu internet e inténtalo de nuevo.');

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]!.message);
      return;
    }
    void sending.submit(parsed.data);
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          ¿Te avisamos?
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Déjanos tu correo y te escribimos cuando se publiquen fechas de examen en {region.name}.
        </Typography>
        {sent ? (
          <Alert severity="success" role="status">
            {sent}
          </Alert>
        ) : (
          <Box
            component="form"
            onSubmit={submit}
            noValidate
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
          >
            <TextField
              label="Tu correo electrónico"
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(null);
                sending.reset();
              }}
              error={Boolean(emailError)}
              helperText={
                emailError ??
                'Solo guardamos tu correo, el departamento y cuándo lo pediste. Te pediremos confirmarlo, y cada aviso trae un enlace para darte de baja.'
              }
              slotProps={{ htmlInput: { inputMode: 'email' } }}
              sx={{ flex: '1 1 260px' }}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!hydrated || sending.pending || !email.trim()}
              sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, mt: { sm: 0.5 } }}
            >
              {sending.pending ? 'Enviando…' : 'Avisarme'}
            </Button>
            {sending.error && (
              <Alert severity="error" sx={{ flexBasis: '100%' }}>
                {sending.error}
              </Alert>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
