import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './compress-now';

describe('acceptedEncoding', () => {
  it('prefers br, falls back to gzip, and honours a refusal with q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('BR ; Q=0.1')).toBe('br');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('br;q=0, *')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
