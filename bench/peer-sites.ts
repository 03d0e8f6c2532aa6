// The peer simulators' front ends for lighthouse.ts: each a folder saved on this machine (a
// browser's "save page" or a build's output), served as it is on a local port of its own, so the
// peers are measured in the same runs as our pages and nothing is fetched from outside.
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface PeerSite {
  name: string;
  dir: string;
  /** The paths audited: `/`, then any given after the folder. */
  paths: string[];
  baseUrl: string;
  stop(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
};

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * The file a request path names inside `dir`: the file itself, the folder's index.html, the path
 * with `.html` (how browsers save extra pages), or else the root index.html for a page request, as
 * a single-page app's host answers its client routes. Undefined when nothing fits (404).
 */
function resolveFile(dir: string, urlPath: string, wantsPage: boolean): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = path.resolve(dir, `.${path.posix.normalize(decoded)}`);
  if (file !== dir && !file.startsWith(`${dir}${path.sep}`)) return undefined;
  const candidates = [file, path.join(file, 'index.html'), `${file}.html`];
  if (wantsPage) candidates.push(path.join(dir, 'index.html'));
  return candidates.find(isFile);
}

function serve(dir: string): http.Server {
  return http.createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://peer.invalid').pathname;
    const wantsPage = (req.headers.accept ?? '').includes('text/html');
    const file =
      req.method === 'GET' || req.method === 'HEAD' ? resolveFile(dir, urlPath, wantsPage) : undefined;
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': statSync(file).size,
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
}

/**
 * PEER_SITES=name=/abs/dir[:/path2:/path3][,name2=/dir2]: each folder served on its own port of
 * 127.0.0.1. None when the variable is unset.
 */
export async function startPeerSites(spec = process.env.PEER_SITES ?? ''): Promise<PeerSite[]> {
  const sites: PeerSite[] = [];
  try {
    for (const entry of spec
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const match = /^([^=]+)=([^:]+)((?::\/[^:]*)*)$/.exec(entry);
      if (!match) throw new Error(`PEER_SITES: "${entry}" is not name=/abs/dir[:/path…]`);
      const [, name, given, extra] = match as unknown as [string, string, string, string];
      const dir = path.resolve(given);
      if (!path.isAbsolute(given) || !isFile(path.join(dir, 'index.html'))) {
        throw new Error(`PEER_SITES: ${given} is not an absolute folder with an index.html`);
      }
      const server = serve(dir);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
      const { port } = server.address() as AddressInfo;
      sites.push({
        name: name.trim(),
        dir,
        paths: ['/', ...extra.split(':').filter(Boolean)],
        baseUrl: `http://127.0.0.1:${port}`,
        stop: () => new Promise((resolve) => server.close(() => resolve())),
      });
    }
    return sites;
  } catch (error) {
    await Promise.all(sites.map((site) => site.stop()));
    throw error;
  }
}
