import { BRANDS, type PublicSettings } from '@oece/domain';

const FALLBACK: PublicSettings = {
  brand: BRANDS.main,
  whatsappNumber: '51999999999',
  supportEmail: 'soporte@simulador-oece.pe',
  analyticsToken: null,
  demoVideos: { exam: null, explanation: null },
};

/** Brand and public settings written into index.html by the server (absent under `vite` dev). */
function readSettings(): PublicSettings {
  const element = document.getElementById('app-settings');
  if (!element?.textContent) return FALLBACK;
  try {
    return JSON.parse(element.textContent) as PublicSettings;
  } catch {
    return FALLBACK;
  }
}

export const settings = readSettings();
export const brand = settings.brand;

export function chatLink(text?: string): string {
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${settings.whatsappNumber}${query}`;
}
