import { Typography } from '@mui/material';
import { legalSourcesText } from '@oece/domain';

/** The articles an answer rests on: 'Base legal: Ley N° 32069, art. 7.1; Reglamento, art. 66.1'. */
export function LegalBasis({ sources }: { sources: readonly string[] }) {
  if (sources.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      <strong>Base legal:</strong> {legalSourcesText(sources)}
    </Typography>
  );
}
