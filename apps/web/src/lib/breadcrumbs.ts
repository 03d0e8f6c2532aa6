/** A step of a page's breadcrumb trail, from the home page down to the page itself. */
export interface Crumb {
  label: string;
  /** The step's address on the site. */
  to: string;
}

/** The trail as schema.org's BreadcrumbList, which search engines show instead of the address. */
export function breadcrumbList(trail: readonly Crumb[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${origin}${crumb.to}`,
    })),
  };
}
