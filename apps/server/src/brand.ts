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

export function publicSettings(config: Config, brand: Brand): PublicSettings {
  return {
    brand,
    whatsappNumber: config.whatsappNumber,
    supportEmail: config.supportEmail,
    analyticsToken: config.analyticsToken ?? null,
    demoVideos: { exam: config.demoVideos.exam ?? null, explanation: config.demoVideos.explanation ?? null },
  };
}
