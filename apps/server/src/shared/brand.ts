import { BRANDS, type Brand, type PublicSettings } from '@oece/domain';
import type { Config } from './config';

/** The brand of a request, chosen by its host name (port ignored), else the default brand. */
export function brandForHost(
  config: Pick<Config, 'brandHosts' | 'defaultBrand' | 'paidOffer'>,
  host: string | undefined,
): Brand {
  const brand = BRANDS[config.brandHosts.get(hostnameOf(host)) ?? config.defaultBrand];
  // PAID_OFFER=false switches membership offers off for every brand.
  return config.paidOffer ? brand : { ...brand, paidOffer: false };
}

/** A Host header's name, lowercased, without its port. */
function hostnameOf(host: string | undefined): string {
  return (host ?? '').toLowerCase().replace(/:\d+$/, '');
}

/**
 * Whether a request's host is one of the site's own: in a public run, PUBLIC_BASE_URL's host or a
 * BRAND_HOSTS host; in a local run, any.
 */
export function isKnownHost(
  config: Pick<Config, 'publicRun' | 'publicBaseUrl' | 'brandHosts'>,
  host: string | undefined,
): boolean {
  if (!config.publicRun) return true;
  const hostname = hostnameOf(host);
  return hostname === new URL(config.publicBaseUrl!).hostname || config.brandHosts.has(hostname);
}

/**
 * The site's own address, for every absolute link (e-mails, the provider's return and notification
 * addresses, canonical links, the sitemap). In a public run it is built from the configuration only:
 * PUBLIC_BASE_URL itself for the brand it serves (the one address search engines should know), else
 * PUBLIC_BASE_URL's scheme and port on the request's host when that host is known. In a local run
 * with PUBLIC_BASE_URL (which SMTP_URL requires) it is PUBLIC_BASE_URL, or the address a BRAND_HOSTS
 * host of a brand without public content was reached on; with neither, the address the request came to.
 */
export function siteOrigin(
  config: Pick<Config, 'publicRun' | 'publicBaseUrl' | 'brandHosts' | 'defaultBrand' | 'paidOffer'>,
  brand: Brand,
  request: { protocol: string; host: string },
): string {
  if (!config.publicRun) {
    if (!config.publicBaseUrl) return `${request.protocol}://${request.host}`;
    // A BRAND_HOSTS host keeps the address it was reached on; any other host gets PUBLIC_BASE_URL.
    const ownHost = !brand.publicContent && config.brandHosts.has(hostnameOf(request.host));
    return ownHost ? `${request.protocol}://${request.host}` : new URL(config.publicBaseUrl).origin;
  }
  // parseConfig refuses a public run without PUBLIC_BASE_URL.
  const base = new URL(config.publicBaseUrl!);
  const ownBrand = brandForHost(config, base.host).id === brand.id;
  if ((brand.publicContent && ownBrand) || !isKnownHost(config, request.host)) return base.origin;
  return `${base.protocol}//${hostnameOf(request.host)}${base.port ? `:${base.port}` : ''}`;
}

/**
 * What the web app is told of the brand and the site, for a page served at `origin` (siteOrigin),
 * with the bank's size at the time.
 */
export function publicSettings(
  config: Config,
  brand: Brand,
  origin: string,
  bankSize: number,
): PublicSettings {
  return {
    brand,
    origin,
    whatsappNumber: config.whatsappNumber,
    supportEmail: config.supportEmail,
    analytics: config.analytics.token ? { token: config.analytics.token, host: config.analytics.host } : null,
    sentryDsn: config.sentryDsn ?? null,
    demoVideos: { exam: config.demoVideos.exam ?? null, explanation: config.demoVideos.explanation ?? null },
    demoSite: config.demoSite,
    bankSize,
  };
}
