export type BrandId = 'main' | 'alt';

export interface Brand {
  id: BrandId;
  name: string;
  /** Path of the logo in the web app's public folder. */
  logo: string;
  /** Pricing, payment pages and the 'Nuestros planes' menu entry. */
  pricing: boolean;
  /** Practice mode, question-bank downloads and the other paid extras. */
  premiumExtras: boolean;
  /** Public question pages (and, with their issues, the articles and the exam schedule). */
  publicContent: boolean;
  /** Messaging number and support e-mail in the footer. */
  contactBlock: boolean;
  /** Membership items: level on the profile, demo videos, plans banner, FREE default. */
  paidOffer: boolean;
}

export const BRANDS: Record<BrandId, Brand> = {
  main: {
    id: 'main',
    name: 'Simulador OECE',
    logo: '/brand/main-logo.svg',
    pricing: true,
    premiumExtras: true,
    publicContent: true,
    contactBlock: true,
    paidOffer: true,
  },
  alt: {
    id: 'alt',
    name: 'Aula Compras Públicas',
    logo: '/brand/alt-logo.svg',
    pricing: false,
    premiumExtras: false,
    publicContent: false,
    contactBlock: false,
    paidOffer: false,
  },
};

/** What the server writes into index.html for the first paint: brand and public settings. */
export interface PublicSettings {
  brand: Brand;
  /** The site's address for this brand ('https://simulador.pe'): what shared links and canonical links start with. */
  origin: string;
  whatsappNumber: string;
  supportEmail: string;
  /** Product analytics, only when a token is configured. */
  analytics: { token: string; host: string } | null;
  /** Error reporting in the browser, only when a DSN is configured (a DSN is public by design). */
  sentryDsn: string | null;
  demoVideos: { exam: string | null; explanation: string | null };
  /** A public demonstration (DEMO_SITE): every page says that its payments are test payments. */
  demoSite: boolean;
  /**
   * The bank's ACTIVE questions: the one bank size the copy states (landing, plans). A ballot's
   * size is its own (BALLOT_EDITION_SETTINGS).
   */
  bankSize: number;
}
