import { Typography } from '@mui/material';
import type { Consolidation } from '@oece/contracts';
import { formatDay } from '@oece/domain';

/** Which version of the text the page shows, from whom, and which one is official. */
export function ConsolidationNote({ consolidation }: { consolidation: Consolidation }) {
  return (
    <Typography variant="body2" color="text.secondary" data-testid="consolidation-note">
      Texto consolidado al {formatDay(consolidation.date)} ({consolidation.issuer},{' '}
      {consolidation.publication}). La versión oficial es la publicada en el Diario Oficial El Peruano.
    </Typography>
  );
}
