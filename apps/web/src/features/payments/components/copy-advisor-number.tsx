import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useSettings } from '../../../config/settings';
import { useHydrated } from '../../../lib/use-hydrated';

/** 'Copiar número': the advisor's WhatsApp number to the clipboard, and whether it got there. */
export function CopyAdvisorNumber() {
  const settings = useSettings();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const shown = `+${settings.whatsappNumber}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(shown);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <>
      {/* Until the page's code runs the press would be lost; the number is in the text above. */}
      <Button variant="outlined" disabled={!hydrated} onClick={copy}>
        Copiar número
      </Button>
      <Box role="status" aria-live="polite" sx={{ flexBasis: '100%', minHeight: 28 }}>
        {copied === 'yes' && <Typography color="success.main">¡Número copiado!</Typography>}
        {copied === 'failed' && (
          <Typography color="error">No se pudo copiar: anota el número {shown}.</Typography>
        )}
      </Box>
    </>
  );
}
