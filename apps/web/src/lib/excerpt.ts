/** The first `length` characters of a text on one line, with '…' when it was cut. */
export function excerpt(text: string, length: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= length ? line : `${line.slice(0, length).trimEnd()}…`;
}
