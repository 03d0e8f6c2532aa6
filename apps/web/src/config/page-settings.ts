import { BRANDS, type PublicSettings } from '@oece/domain';

/** The settings before the server has said anything (under `vite` dev, and in unit tests). */
export const FALLBACK_SETTINGS: PublicSettings = {
  brand: BRANDS.main,
  // Under `vite` dev there is no server to say it: the address the browser is on.
  origin: globalThis.location?.origin ?? '',
  whatsappNumber: '51999999999',
  supportEmail: 'soporte@simulador-oece.pe',
  analytics: null,
  sentryDsn: null,
  demoVideos: { exam: null, explanation: null },
  demoSite: false,
  // Under `vite` dev the server has not counted the bank.
  bankSize: 0,
};

/** In the browser: the settings the server wrote into the page (absent under `vite` dev). */
export function readPageSettings(): PublicSettings {
  const element = document.getElementById('app-settings');
  if (!element?.textContent) return FALLBACK_SETTINGS;
  try {
    return JSON.parse(element.textContent) as PublicSettings;
  } catch {
    return FALLBACK_SETTINGS;
  }
}
