import type { Brand, PublicSettings } from '@oece/domain';
import { createContext, useContext } from 'react';
import { FALLBACK_SETTINGS } from './page-settings';

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
