import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Button } from '@mui/material';
import { useSettings } from '../config/settings';
import { trackedLink } from '../lib/analytics';

/** WhatsApp's link that opens a chat to choose, with `text` and `address` written in. */
export function whatsappShareLink(text: string, address: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${address}`)}`;
}

/**
 * 'Compartir por WhatsApp', where candidates pass questions around: the site's own address of the
 * page at `path` (never the one the browser happens to be on), after a short invitation (`text`).
 * WhatsApp opens in a new tab, and the preview shows the page's share picture.
 */
export function WhatsAppShareButton({ path, text, from }: { path: string; text: string; from: string }) {
  const { origin } = useSettings();
  return (
    <Button
      variant="outlined"
      startIcon={<WhatsAppIcon />}
      href={whatsappShareLink(text, `${origin}${path}`)}
      target="_blank"
      rel="noopener"
      {...trackedLink('whatsapp_share', from)}
    >
      Compartir por WhatsApp
    </Button>
  );
}
