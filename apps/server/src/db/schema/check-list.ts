import { sql } from 'drizzle-orm';

/** `'A', 'B'`: the values of a text column's check constraint, from the list the code uses. */
export const checkList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));
