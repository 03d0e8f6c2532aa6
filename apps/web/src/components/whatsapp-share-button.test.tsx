import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SettingsContext } from '../config/settings';
import { startAnalytics, trackLinkUses } from '../lib/analytics';
import { WhatsAppShareButton } from './whatsapp-share-button';
import { testSettings } from '../test/public-settings';

// Links report their use through the page's one listener, to the analytics SDK (here a stand-in).
const posthog = vi.hoisted(() => ({ init: vi.fn(), capture: vi.fn() }));
vi.mock('posthog-js/dist/module.slim.no-external', () => ({ posthog }));
beforeAll(async () => {
  startAnalytics({ token: 'phc_prueba', host: 'https://eu.i.posthog.com' });
  trackLinkUses();
  await vi.dynamicImportSettled();
});

const settings = testSettings('main', { origin: 'https://simulador.pe', whatsappNumber: '51911222333' });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the WhatsApp share button', () => {
  it("opens WhatsApp in a new tab with the invitation and the page's address on the site, and counts the click", () => {
    render(
      <SettingsContext.Provider value={settings}>
        <WhatsAppShareButton
          path="/pregunta/plazo-de-consultas-abc123"
          text="¿Sabes la respuesta? Mira esta pregunta:"
          from="question_page"
        />
      </SettingsContext.Provider>,
    );
    const link = screen.getByRole('link', { name: 'Compartir por WhatsApp' });
    const href = new URL(link.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(
      '¿Sabes la respuesta? Mira esta pregunta: https://simulador.pe/pregunta/plazo-de-consultas-abc123',
    );
    // Encoded as WhatsApp reads it: spaces as %20, '?' and '/' escaped.
    expect(link.getAttribute('href')).toBe(
      'https://wa.me/?text=%C2%BFSabes%20la%20respuesta%3F%20Mira%20esta%20pregunta%3A%20https%3A%2F%2Fsimulador.pe%2Fpregunta%2Fplazo-de-consultas-abc123',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    // The click is counted; the test's browser stays put instead of opening WhatsApp.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(posthog.capture).toHaveBeenCalledWith('whatsapp_share', { from: 'question_page' });
  });
});
