import { z } from './zod';

/**
 * The one place where request text and ids are made safe for the database: every string of a
 * request schema starts here. PostgreSQL refuses NUL in `text` and integers past 2^31 - 1 in
 * `integer` columns (each became a 500), and stores an unpaired UTF-16 surrogate as U+FFFD.
 */

/** The largest value of a PostgreSQL `integer` (int4) column, which every id is. */
export const MAX_ID = 2_147_483_647;

const INVALID_TEXT = 'El texto contiene caracteres no válidos';

// With the u flag a well-formed pair is one code point, so only unpaired halves match.
const UNSAFE_TEXT = /[\0\uD800-\uDFFF]/u;

/** Text the database can store as sent: no NUL, no unpaired surrogate. */
export function safeString(params?: { error: string }) {
  return z.string(params).refine((text) => !UNSAFE_TEXT.test(text), { message: INVALID_TEXT, abort: true });
}

/*
 * Names and notes are shown to other people, so nothing invisible or misleading: control
 * characters (tab and line breaks only as spaces), every format character (\p{Cf}: the
 * bidi overrides U+202A–U+202E, isolates U+2066–U+2069 and marks, the zero-width U+200B–U+200D,
 * U+2060, U+FEFF), and the Hangul fillers, letters that draw nothing.
 */
const HIDDEN_CHARACTERS = /(?![\t\n\v\f\r])[\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0]/u;
const HIDDEN_MESSAGE = 'El texto contiene caracteres de control, invisibles o de dirección de escritura';

/** One line of visible text: NFC, trimmed, each run of spaces or line breaks made one space. */
function singleLineText() {
  return safeString()
    .refine((text) => !HIDDEN_CHARACTERS.test(text), { message: HIDDEN_MESSAGE, abort: true })
    .normalize('NFC')
    .overwrite((text) => text.replace(/\s+/g, ' '))
    .trim();
}

/** The longest first name, and the longest last name, an account keeps. */
export const PERSON_NAME_MAX_LENGTH = 100;

/**
 * A first or last name: may be empty (the admin leaves it out), otherwise it has a letter.
 * `subject` opens the message: 'El nombre', 'El apellido'.
 */
export function personNameSchema(subject: string) {
  return singleLineText()
    .max(PERSON_NAME_MAX_LENGTH, `${subject} puede tener hasta ${PERSON_NAME_MAX_LENGTH} caracteres`)
    .refine((name) => name === '' || /\p{L}/u.test(name), `${subject} debe tener al menos una letra`);
}

/** A first or last name that must be given (a buyer's, an administrator's, a member's own). */
export function requiredPersonNameSchema(subject: string) {
  const required = `${subject} es obligatorio`;
  return z.string({ error: required }).pipe(personNameSchema(subject)).pipe(z.string().min(1, required));
}

/** A free note on one line, possibly empty. */
export function noteSchema(max: number, tooLong: string) {
  return singleLineText().max(max, tooLong);
}

/** A row id in a JSON body: an integer within the `integer` column range. `name` is the field. */
export function idSchema(name: string) {
  return z
    .number({ error: `${name} debe ser un número` })
    .int(`${name} debe ser un número entero`)
    .min(1, `${name} debe ser un número positivo`)
    .max(MAX_ID, `${name} está fuera del rango válido`);
}

/** The same bounds for an id read from the URL, where it arrives as text. */
export function idParamSchema(name: string) {
  return z.coerce
    .number({ error: `${name} debe ser un número` })
    .int(`${name} debe ser un número entero`)
    .min(1, `${name} debe ser un número positivo`)
    .max(MAX_ID, `${name} está fuera del rango válido`);
}

/**
 * A calendar day, YYYY-MM-DD, of this century: `subject` names it in the messages. Year 0 and
 * others a date column cannot store are valid ISO dates, and reached the database as a 500.
 */
export function daySchema(subject: string) {
  return z.iso
    .date({ error: `${subject} debe ser una fecha AAAA-MM-DD` })
    .refine(
      (day) => day >= '2000-01-01' && day <= '2099-12-31',
      `${subject} debe ser una fecha entre 2000 y 2099`,
    );
}
