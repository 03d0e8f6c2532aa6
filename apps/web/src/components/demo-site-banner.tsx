import { Box } from '@mui/material';
import { useSettings } from '../config/settings';

/**
 * On a demonstration site (DEMO_SITE), a line at the top of every page: its payments are test
 * payments. Dark brown on pale amber (about 9:1), in the page's flow so it covers nothing on a phone.
 */
export function DemoSiteBanner() {
  const { demoSite } = useSettings();
  if (!demoSite) return null;
  return (
    <Box
      role="note"
      sx={{
        bgcolor: '#fff4e5',
        color: '#5f370e',
        borderBottom: '1px solid #f3c98b',
        px: 2,
        py: 0.75,
        textAlign: 'center',
        fontSize: '0.875rem',
        fontWeight: 600,
        lineHeight: 1.4,
      }}
    >
      Sitio de demostración: los pagos son de prueba
    </Box>
  );
}
