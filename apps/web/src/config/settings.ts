import { BRANDS, type Brand, type PublicSettings } from '@oece/domain';
import { createContext, useContext } from 'react';

const FALLBACK: PublicSettings = {
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

/**
 * Brand and public settings of the request's host. The server renders a page with them and writes
 * them into the page (`#app-settings`), so the browser starts from the same values.
 */
export const SettingsContext = createContext<PublicSettings>(FALLBACK);

export function useSettings(): PublicSettings {
  return useContext(SettingsContext);
}

export function useBrand(): Brand {
  return useContext(SettingsContext).brand;
}

/** In the browser: the settings the server wrote into the page (absent under `vite` dev). */
export function readPageSettings(): PublicSettings {
  const element = document.getElementById('app-settings');
  if (!element?.textContent) return FALLBACK;
  try {
    return JSON.parse(element.textContent) as PublicSettings;
  } catch {
    return FALLBACK;
  }
}

export function chatLink(settings: PublicSettings, text?: string): string {
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${settings.whatsappNumber}${query}`;
}
