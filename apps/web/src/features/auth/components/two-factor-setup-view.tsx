import { Box, Typography } from '@mui/material';
import type { TwoFactorSetup } from '@oece/contracts';

/** The secret in groups of four, as authenticator apps show it and as it is easiest to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** How to add the account to an authenticator app: its QR code, or its key typed in. */
export function TwoFactorSetupView({ setup }: { setup: TwoFactorSetup }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="ol" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 0.5 }}>
        <li>
          Abre tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator, Authy u otra).
        </li>
        <li>Escanea este código QR, o escribe la clave que aparece debajo.</li>
        <li>Escribe el código de 6 dígitos que te muestra la aplicación.</li>
      </Typography>
      <Box
        component="img"
        src={setup.qr}
        alt="Código QR para agregar esta cuenta a tu aplicación de autenticación"
        width={200}
        height={200}
        sx={{ justifySelf: 'center', imageRendering: 'pixelated' }}
      />
      <Typography variant="body2" color="text.secondary">
        ¿No puedes escanearlo? Escribe esta clave en la aplicación (tipo: basada en el tiempo):
      </Typography>
      <Typography
        data-testid="two-factor-secret"
        sx={{ fontFamily: 'monospace', fontWeight: 700, overflowWrap: 'anywhere', userSelect: 'all' }}
      >
        {grouped(setup.secret)}
      </Typography>
    </Box>
  );
}
