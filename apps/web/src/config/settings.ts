import { BRANDS, type Brand, type PublicSettings } from '@oece/domain';
import { createContext, useContext } from 'react';
import { pageSettings } from './page-settings';

/** The settings before the server has said anything (under `vite` dev, and in unit tests). */
const FALLBACK_SETTINGS: PublicSettings = {
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
export const SettingsContext = createContext<PublicSettings>(FALLBACK_SETTINGS);

export function useSettings(): PublicSettings {
  return useContext(SettingsContext);
}

export function useBrand(): Brand {
  return useContext(SettingsContext).brand;
}

export function chatLink(settings: PublicSettings, text?: string): string {
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${settings.whatsappNumber}${query}`;
}

/** In the browser: the settings the server wrote into the page, or the fallback under `vite` dev. */
export function readPageSettings(): PublicSettings {
  return pageSettings() ?? FALLBACK_SETTINGS;
}
