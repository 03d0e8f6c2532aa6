import type { ZodType } from 'zod';

/**
 * The message the server would give for this field, checked with the same schema; nothing for an
 * empty field (the submit button stays disabled until required fields are filled).
 */
export function fieldError(schema: ZodType, value: string | number | null): string | undefined {
  if (value === '' || value === null) return undefined;
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** '' is no value; anything else is read as a number (NaN fails the schema). */
export function numberOrNull(text: string): number | null {
  return text.trim() ? Number(text) : null;
}
