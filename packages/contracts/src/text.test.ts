import { describe, expect, it } from 'vitest';
import { accessCodeIdParamsSchema, createAccessCodeRequestSchema } from './access-codes';
import { loginRequestSchema } from './auth';
import { examCodeParamsSchema, startExamRequestSchema, updateExamRequestSchema } from './exams';
import { MAX_ID } from './text';
import { changePasswordRequestSchema, createUserRequestSchema, usersQuerySchema } from './users';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const INVALID_TEXT = 'El texto contiene caracteres no válidos';
const HIDDEN = 'El texto contiene caracteres de control, invisibles o de dirección de escritura';

const user = (fields: object) =>
  createUserRequestSchema.safeParse({ username: 'ana', password: 'secreto-1', ...fields });
const note = (text: string) => createAccessCodeRequestSchema.safeParse({ note: text });

describe('text the database cannot store', () => {
  it('refuses NUL in every kind of request text', () => {
    expect(messageOf(loginRequestSchema.safeParse({ username: 'ana\0', password: 'x' }))).toBe(INVALID_TEXT);
    expect(messageOf(loginRequestSchema.safeParse({ username: 'ana', password: 'x\0' }))).toBe(INVALID_TEXT);
    expect(messageOf(usersQuerySchema.safeParse({ search: '\0' }))).toBe(INVALID_TEXT);
    expect(messageOf(user({ firstName: 'Ana\0' }))).toBe(INVALID_TEXT);
    expect(messageOf(note('nota\0'))).toBe(INVALID_TEXT);
    expect(messageOf(startExamRequestSchema.safeParse({ type: 'COMPLETE', code: 'AB\0C' }))).toBe(
      INVALID_TEXT,
    );
    expect(messageOf(examCodeParamsSchema.safeParse({ code: 'abc\0' }))).toBe(INVALID_TEXT);
  });

  it('refuses a lone surrogate but keeps a well-formed pair', () => {
    expect(messageOf(usersQuerySchema.safeParse({ search: 'ana\uD83D' }))).toBe(INVALID_TEXT);
    expect(messageOf(usersQuerySchema.safeParse({ search: '\uDE00ana' }))).toBe(INVALID_TEXT);
    expect(messageOf(user({ lastName: 'Pérez\uDC00' }))).toBe(INVALID_TEXT);
    expect(usersQuerySchema.parse({ search: 'ana 😀' })).toEqual({ search: 'ana 😀' });
    expect(note('Aula 3 😀').data).toEqual({ note: 'Aula 3 😀' });
  });
});

describe('names and notes', () => {
  it('normalise to NFC, trim and collapse inner spaces and line breaks', () => {
    expect(user({ firstName: 'Mari\u0301a' }).data?.firstName).toBe('Mar\u00EDa');
    const parsed = user({ firstName: '  Mari\u0301a   José ', lastName: 'de la\t\nCruz' });
    expect(parsed.data).toMatchObject({ firstName: 'Mar\u00EDa José', lastName: 'de la Cruz' });
    expect(user({ firstName: ' Mari\u0301a\u00A0  José ' }).data?.firstName).toBe('María José');
    expect(note('  Aula   3\n turno  tarde ').data).toEqual({ note: 'Aula 3 turno tarde' });
  });

  it('refuse bidi overrides and isolates, zero-width and control characters', () => {
    expect(messageOf(user({ firstName: 'Ana\u202Eordep' }))).toBe(HIDDEN);
    expect(messageOf(user({ firstName: '\u2067Ana\u2069' }))).toBe(HIDDEN);
    expect(messageOf(user({ lastName: '\u200B' }))).toBe(HIDDEN);
    expect(messageOf(user({ lastName: '\u200C\u200D\u2060\uFEFF' }))).toBe(HIDDEN);
    expect(messageOf(user({ firstName: 'An\u0007a' }))).toBe(HIDDEN);
    expect(messageOf(user({ firstName: 'Ana\u007F' }))).toBe(HIDDEN);
    expect(messageOf(note('nota\u202D'))).toBe(HIDDEN);
    expect(messageOf(note('\u200B\u200B'))).toBe(HIDDEN);
    expect(messageOf(note('nota\u001B[31m'))).toBe(HIDDEN);
  });

  it('require a letter in a name that is not empty, but let it be empty', () => {
    expect(messageOf(user({ firstName: '123 .-' }))).toBe('El nombre debe tener al menos una letra');
    expect(messageOf(user({ lastName: '\u0301' }))).toBe('El apellido debe tener al menos una letra');
    expect(messageOf(user({ lastName: '\u3164' }))).toBe(HIDDEN);
    expect(user({ firstName: '   ' }).data).toMatchObject({ firstName: '', lastName: '' });
    expect(user({ firstName: 'Zoë', lastName: "O'Neil-Ñáñez" }).success).toBe(true);
    expect(note('').data).toEqual({ note: '' });
  });

  it('keep the length limits, counted after normalising', () => {
    expect(user({ firstName: 'a'.repeat(100) }).success).toBe(true);
    expect(messageOf(user({ firstName: 'a'.repeat(101) }))).toBe(
      'El nombre puede tener hasta 100 caracteres',
    );
    expect(user({ firstName: `  ${'a'.repeat(100)}  ` }).success).toBe(true);
    expect(messageOf(note('n'.repeat(201)))).toBe('La nota puede tener hasta 200 caracteres');
  });
});

describe('ids', () => {
  it('stay within the integer column range', () => {
    const change = (userId: unknown) =>
      changePasswordRequestSchema.safeParse({ userId, newPassword: 'secreto-1' });
    expect(change(MAX_ID).success).toBe(true);
    expect(change(2147483647).data?.userId).toBe(2147483647);
    expect(messageOf(change(2147483648))).toBe('userId está fuera del rango válido');
    expect(messageOf(change(0))).toBe('userId debe ser un número positivo');
    expect(messageOf(change(1.5))).toBe('userId debe ser un número entero');
    expect(messageOf(change('7'))).toBe('userId debe ser un número');
    const save = (questionId: number) =>
      updateExamRequestSchema.safeParse({ action: 'UPDATE', answers: [{ questionId, responseIndex: 0 }] });
    expect(save(2147483647).success).toBe(true);
    expect(messageOf(save(2147483648))).toBe('questionId está fuera del rango válido');
    expect(messageOf(save(-3))).toBe('questionId debe ser un número positivo');
  });

  it('are read from the URL as text, with the same bounds', () => {
    expect(accessCodeIdParamsSchema.parse({ id: '2147483647' })).toEqual({ id: 2147483647 });
    expect(messageOf(accessCodeIdParamsSchema.safeParse({ id: '2147483648' }))).toBe(
      'id está fuera del rango válido',
    );
    expect(accessCodeIdParamsSchema.safeParse({ id: 'abc' }).success).toBe(false);
    expect(accessCodeIdParamsSchema.safeParse({ id: '1e400' }).success).toBe(false);
    expect(accessCodeIdParamsSchema.safeParse({ id: '0' }).success).toBe(false);
  });
});

describe('codes', () => {
  it('accept only base64url exam codes', () => {
    expect(examCodeParamsSchema.parse({ code: 'q3Vx-9_Zk2LmN0pQrStUvw' })).toEqual({
      code: 'q3Vx-9_Zk2LmN0pQrStUvw',
    });
    for (const code of ['', 'a b', 'abc%', "a'--", 'ab/c', 'x'.repeat(65), 'ñandú']) {
      expect(messageOf(examCodeParamsSchema.safeParse({ code }))).toBe('Código de examen no válido');
    }
  });

  it('let people type access codes with spaces and dashes, nothing else', () => {
    expect(startExamRequestSchema.parse({ type: 'COMPLETE', code: ' abcd efgh-2345 ' })).toEqual({
      type: 'COMPLETE',
      code: 'abcd efgh-2345',
    });
    expect(messageOf(startExamRequestSchema.safeParse({ type: 'COMPLETE', code: "AB'; --" }))).toBe(
      'El código de acceso solo puede tener letras, números, espacios y guiones',
    );
    expect(messageOf(startExamRequestSchema.safeParse({ type: 'COMPLETE', code: 'A'.repeat(41) }))).toBe(
      'El código de acceso puede tener hasta 40 caracteres',
    );
  });
});
