import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@oece/contracts';
import { useBrand } from '../../../config/settings';

/**
 * For a member whose plan does not include the deck: which plan does, and where to get it. The
 * server's refusal, when there was one, says why in its own words.
 */
export function ReviewLocked({ expired, message }: { expired: boolean; message?: string }) {
  const brand = useBrand();
  const titleId = useId();
  const reason =
    message ??
    (expired
      ? 'Tu membresía expiró: renueva tu plan Premium para volver a repasar tus errores.'
      : 'Tu plan actual no incluye el repaso de errores. El plan Premium lo trae junto con el modo práctica por competencia.');
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2">
          Disponible en el plan Premium
        </Typography>
        <Typography>{reason}</Typography>
        {brand.pricing && (
          <Box>
            <Button variant="contained" component={Link} to={paths.dashboard.pricing}>
              Ver planes
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
