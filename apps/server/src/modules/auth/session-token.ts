/** The Authorization header carries the bare token; a `Bearer ` prefix is accepted too. */
export function tokenFromHeader(header: string | undefined): string | null {
  const value = header?.trim().replace(/^Bearer\s+/i, '');
  return value ? value : null;
}
