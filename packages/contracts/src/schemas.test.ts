import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from './auth';
import { startExamRequestSchema, updateExamRequestSchema } from './exams';
import { createUserRequestSchema, daysSchema, passwordSchema, usernameSchema } from './users';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('shared request schemas', () => {
  it('normalise what people type: trimmed, usernames lowercased, exam types uppercased', () => {
    expect(loginRequestSchema.parse({ username: '  Ana.Torres ', password: ' clave ' })).toEqual({
      username: 'ana.torres',
      password: 'clave',
    });
    expect(startExamRequestSchema.parse({ type: ' rapid ' })).toEqual({ type: 'RAPID' });
    expect(createUserRequestSchema.parse({ username: ' 40123456 ', password: 'secreto-1' })).toMatchObject({
      username: '40123456',
      firstName: '',
      lastName: '',
    });
  });

  it('explain refusals in Spanish, as the admin forms show them', () => {
    expect(messageOf(passwordSchema.safeParse('  abcdefg  '))).toBe(
      'La contraseña debe tener al menos 8 caracteres.',
    );
    expect(messageOf(usernameSchema.safeParse('ana torres'))).toBe(
      'El usuario debe tener de 3 a 50 letras, números, puntos o guiones',
    );
    expect(messageOf(daysSchema.safeParse(0))).toBe('Los días deben ser al menos 1');
    expect(messageOf(daysSchema.safeParse(1.5))).toBe('Los días deben ser un número entero');
    expect(messageOf(daysSchema.safeParse(Number.NaN))).toBe('Los días deben ser un número entero');
    expect(messageOf(startExamRequestSchema.safeParse({ type: 'OTRO' }))).toMatch(/tipo de examen/i);
  });

  it('refuse the same question twice in one save', () => {
    const answer = { questionId: 4, responseIndex: 1 };
    expect(
      messageOf(updateExamRequestSchema.safeParse({ action: 'UPDATE', answers: [answer, answer] })),
    ).toBe('Una pregunta está repetida en las respuestas');
    expect(updateExamRequestSchema.safeParse({ action: 'UPDATE', answers: [answer] }).success).toBe(true);
  });
});
