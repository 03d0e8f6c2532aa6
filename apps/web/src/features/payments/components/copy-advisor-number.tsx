import { Box, Button } from '@mui/material';
import { useSettings } from '../../../config/settings';
import { copyButton } from '../../../lib/copy-buttons';

const STATUS_ID = 'numero-copiado';

/** 'Copiar número': the advisor's WhatsApp number to the clipboard, and whether it got there. */
export function CopyAdvisorNumber() {
  const settings = useSettings();
  const shown = `+${settings.whatsappNumber}`;
  return (
    <>
      <Button
        variant="outlined"
        {...copyButton(shown, STATUS_ID, {
          done: '¡Número copiado!',
          failed: `No se pudo copiar: anota el número ${shown}.`,
        })}
      >
        Copiar número
      </Button>
      <Box
        id={STATUS_ID}
        role="status"
        aria-live="polite"
        sx={{
          flexBasis: '100%',
          minHeight: 28,
          '&[data-result="done"]': { color: 'success.main' },
          '&[data-result="failed"]': { color: 'error.main' },
        }}
      />
    </>
  );
}
