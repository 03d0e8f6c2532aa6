import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiDownload,
  ApiError,
  filenameFromDisposition,
  setUnauthorizedHandler,
  tokenStore,
} from './api-client';

describe('filenameFromDisposition', () => {
  it('reads the quoted name the server sends', () => {
    expect(filenameFromDisposition('attachment; filename="banco-preguntas-2026-03-09.txt"')).toBe(
      'banco-preguntas-2026-03-09.txt',
    );
  });

  it('reads an unquoted name, in any case, with other parameters after it', () => {
    expect(filenameFromDisposition('attachment; FileName=banco.json; size=120')).toBe('banco.json');
  });

  it('prefers the UTF-8 name of filename* to the plain one', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="preguntas.txt"; filename*=UTF-8''preguntas%20de%20selecci%C3%B3n.txt`,
      ),
    ).toBe('preguntas de selección.txt');
  });

  it('unescapes quoted characters and drops any folder', () => {
    expect(filenameFromDisposition('attachment; filename="a\\"b.txt"')).toBe('a"b.txt');
    expect(filenameFromDisposition('attachment; filename="../../etc/banco.txt"')).toBe('banco.txt');
  });

  it('is null without a header or a name', () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition('attachment; filename=""')).toBeNull();
  });
});

describe('apiDownload', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(null);
    tokenStore.clear();
  });

  it('sends the token and returns the file with the server’s name', async () => {
    tokenStore.set('token-admin');
    const fetchMock = vi.fn().mockResolvedValue(
      new Response('¿Pregunta?\nA. uno\nANSWER: A\n', {
        headers: { 'content-disposition': 'attachment; filename="banco-preguntas-2026-03-09.txt"' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { blob, filename } = await apiDownload('/questions/export?format=aiken');
    expect(filename).toBe('banco-preguntas-2026-03-09.txt');
    expect(await blob.text()).toBe('¿Pregunta?\nA. uno\nANSWER: A\n');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/questions/export?format=aiken',
      expect.objectContaining({
        method: 'GET',
        headers: expect.objectContaining({ authorization: 'token-admin' }),
      }),
    );
  });

  it('turns an error answer into the ApiError of its body, through the 401 handler', async () => {
    tokenStore.set('token-vencido');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          Response.json(
            { success: false, code: 'UNAUTHORIZED', message: 'Sesión expirada' },
            { status: 401 },
          ),
        ),
    );
    const failure = apiDownload('/questions/export?format=json');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Sesión expirada',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
