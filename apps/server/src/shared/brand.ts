import { BRANDS, type Brand, type PublicSettings } from '@oece/domain';
import type { Config } from './config';

/** The brand of a request, chosen by its host name (port ignored), else the default brand. */
export function brandForHost(
  config: Pick<Config, 'brandHosts' | 'defaultBrand' | 'paidOffer'>,
  host: string | undefined,
): Brand {
  const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  const brand = BRANDS[config.brandHosts.get(hostname) ?? config.defaultBrand];
  // PAID_OFFER=false switches membership offers off for every brand.
  return config.paidOffer ? brand : { ...brand, paidOffer: false };
}

/**
 * The site's own address, for canonical links and the sitemap: PUBLIC_BASE_URL on the brand that has
 * public content (the address search engines should know), else the address the request came to.
 */
export function siteOrigin(
  config: Pick<Config, 'publicBaseUrl'>,
  brand: Brand,
  request: { protocol: string; host: string },
): string {
  if (brand.publicContent && config.publicBaseUrl) return new URL(config.publicBaseUrl).origin;
  return `${request.protocol}://${request.host}`;
}

export function publicSettings(config: Config, brand: Brand): PublicSettings {
  return {
    brand,
    whatsappNumber: config.whatsappNumber,
    supportEmail: config.supportEmail,
    analytics: config.analytics.token ? { token: config.analytics.token, host: config.analytics.host } : null,
    sentryDsn: config.sentryDsn ?? null,
    demoVideos: { exam: config.demoVideos.exam ?? null, explanation: config.demoVideos.explanation ?? null },
  };
}
