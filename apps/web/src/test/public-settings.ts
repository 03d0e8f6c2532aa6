import { BRANDS, type Brand, type BrandId, type PublicSettings } from '@oece/domain';

/** The settings a test's page is served with: the brand's, on localhost, with no third parties. */
export function testSettings(
  brand: BrandId | Brand = 'main',
  overrides: Partial<PublicSettings> = {},
): PublicSettings {
  return {
    brand: typeof brand === 'string' ? BRANDS[brand] : brand,
    origin: 'http://localhost',
    whatsappNumber: '51900000000',
    supportEmail: 'ayuda@example.pe',
    analytics: null,
    sentryDsn: null,
    demoVideos: { exam: null, explanation: null },
    demoSite: false,
    bankSize: 858,
    ...overrides,
  };
}
