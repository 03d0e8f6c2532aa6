/** A step of a page's breadcrumbs: the page itself, last, has no link. */
export interface Crumb {
  label: string;
  to?: string;
}

/** The breadcrumbs as schema.org data, with the absolute addresses search engines ask for. */
export function breadcrumbListData(crumbs: readonly Crumb[], origin: string): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.to !== undefined && { item: `${origin}${crumb.to}` }),
    })),
  };
}
