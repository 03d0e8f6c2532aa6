import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

// The embedded database's backup file (decision 0030): PGlite's tarball of its data folder, gzipped.

/** A tarball is 512-byte blocks: each file's header, then its data padded to whole blocks. */
const BLOCK = 512;

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

/** Walks a tarball's entries: an error when it is not one, or ends before its end-of-archive block. */
function checkTar(tar: Uint8Array): void {
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return;
    if (!validHeader(header)) throw new Error('no es un archivo tar (una cabecera no cuadra)');
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new Error('el archivo tar está incompleto');
}

/**
 * The tarball inside a backup file, checked whole: a file cut short (a copy or a transfer that
 * stopped) or anything else is refused here, with the reason, before it reaches the engine.
 */
export async function unpackDump(file: Buffer): Promise<Buffer> {
  const tar = await promisify(gunzip)(file);
  checkTar(tar);
  return tar;
}
