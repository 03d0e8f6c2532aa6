import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

// The embedded database's backup file (decision 0030): PGlite's tarball of its data folder, gzipped.

/**
 * PGlite's dump takes the whole folder: the files the running server keeps there, no part of the
 * database, are left out of the backup. Its lock; its backup channel's secret, which would let
 * whoever holds the file ask the running server for fresh dumps; the first administrator's
 * generated password.
 */
const SERVER_FILES = new Set(['/server.lock', '/backup-channel.json', '/admin-password.txt']);

/** A tarball is 512-byte blocks: each file's header, then its data padded to whole blocks. */
const BLOCK = 512;

interface TarEntry {
  name: string;
  /** Where the entry (header, data and padding) starts and ends in the tarball. */
  start: number;
  end: number;
}

const text = (block: Uint8Array, from: number, length: number) => {
  const field = block.subarray(from, from + length);
  const nul = field.indexOf(0);
  return Buffer.from(nul < 0 ? field : field.subarray(0, nul)).toString('utf8');
};

/** A header block whose checksum is right (the sum of its bytes, the checksum's own read as spaces). */
function validHeader(block: Uint8Array): boolean {
  const stored = parseInt(text(block, 148, 8).trim(), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  return stored === sum;
}

/** Every entry of a tarball, or an error when it is not one or ends before its end-of-archive block. */
function entries(tar: Uint8Array): TarEntry[] {
  const found: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return found;
    if (!validHeader(header)) throw new Error('no es un archivo tar (una cabecera no cuadra)');
    const prefix = text(header, 257, 6) === 'ustar' ? text(header, 345, 155) : '';
    const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (end > tar.length) break;
    found.push({ name, start: offset, end });
    offset = end;
  }
  throw new Error('el archivo tar está incompleto');
}

/** PGlite's uncompressed dump as the backup file: without the server's own files, gzipped. */
export async function packDump(tar: Uint8Array): Promise<Buffer> {
  const kept = entries(tar).filter((entry) => !SERVER_FILES.has(entry.name));
  const parts = kept.map((entry) => tar.subarray(entry.start, entry.end));
  return promisify(gzip)(Buffer.concat([...parts, new Uint8Array(2 * BLOCK)]));
}

/**
 * The tarball inside a backup file, checked whole: a file cut short (a copy or a transfer that
 * stopped) or anything else is refused here, with the reason, before it reaches the engine.
 */
export async function unpackDump(file: Buffer): Promise<Buffer> {
  const tar = await promisify(gunzip)(file);
  entries(tar);
  return tar;
}
