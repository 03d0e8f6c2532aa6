import type { PublicSettings } from '@oece/domain';

/** In the browser: the settings the server wrote into the page (none under `vite` dev). */
export function pageSettings(): PublicSettings | null {
  const element = document.getElementById('app-settings');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PublicSettings;
  } catch {
    return null;
  }
}
