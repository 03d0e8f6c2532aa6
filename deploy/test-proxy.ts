// The deployment's test: an empty PostgreSQL database, three instances of the production build
// started on it at once, nginx with deploy/nginx/oece.conf in front of them (on free ports, with a
// self-signed certificate), and a member's journey through nginx. Prints each check; exits 1 at the
// first that fails. After `npm run build`: `npm run test:proxy`. PostgreSQL is TEST_DATABASE_URL's
// server (default postgres://postgres@127.0.0.1:5432/postgres); nginx comes from Debian when missing.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { freePort, startServer, type RunningServer } from '../e2e/support/server';

const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'oece-proxy-'));
const started = performance.now();
const ADMIN = { username: 'admin', password: 'prueba-de-proxy-2026' };
/** The instances' METRICS_TOKEN: Prometheus reads each one on 127.0.0.1. */
const METRICS_TOKEN = 'prueba-del-proxy-metricas-0123456789abcdef';

/** The browser's address as nginx sees it: not the 127.0.0.1 nginx itself connects from. */
const CLIENT_ADDRESS = '127.0.0.2';

function check(condition: unknown, what: string, detail = ''): void {
  if (!condition) throw new Error(`FALLÓ: ${what}${detail ? ` (${detail})` : ''}`);
  console.log(`ok  ${what}`);
}

/** `text` with `from` replaced; the test fails when the deploy configuration no longer has `from`. */
function replaceIn(text: string, from: string | RegExp, to: string): string {
  if (text.search(from) < 0) {
    throw new Error(`deploy/nginx/oece.conf ya no contiene ${String(from)}: actualiza esta prueba`);
  }
  return typeof from === 'string' ? text.replaceAll(from, to) : text.replace(from, to);
}

function ensureNginx(): void {
  if (spawnSync('nginx', ['-v']).status === 0) return;
  console.log('nginx no está instalado: apt-get install -y nginx');
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const agents = {
  'https:': new https.Agent({ keepAlive: true, localAddress: CLIENT_ADDRESS, rejectUnauthorized: false }),
  'http:': new http.Agent({ localAddress: CLIENT_ADDRESS }),
};

function request(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const { protocol } = new URL(url);
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  const headers = { ...init.headers, ...(body ? { 'content-type': 'application/json' } : {}) };
  const client = protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      { method: init.method ?? 'GET', headers, agent: agents[protocol as 'https:' | 'http:'] },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

const cleanups: (() => unknown)[] = [];

async function main() {
  ensureNginx();
  const serverUrl = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  const database = `oece_proxy_${process.pid}`;
  const psql = (command: string) => execFileSync('psql', [serverUrl.toString(), '-qc', command]);
  psql(`create database ${database}`);
  cleanups.push(() => psql(`drop database if exists ${database} with (force)`));
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${database}`;

  // What every instance shares, as the units' EnvironmentFile would say; PORT here loses to the
  // environment's, as a setting in the environment always does.
  writeFileSync(
    path.join(work, '.env'),
    `# deploy/test-proxy.ts\nTRUST_PROXY=1\nADMIN_USERNAME=${ADMIN.username}\nADMIN_PASSWORD=${ADMIN.password}\nPORT=9\n` +
      `METRICS_TOKEN=${METRICS_TOKEN}\n`,
  );
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  const logs = ports.map(() => [] as string[]);
  const startedAt = performance.now();
  const servers: RunningServer[] = await Promise.all(
    ports.map((port, i) =>
      startServer(
        { DATABASE_URL: databaseUrl.toString(), PORT: String(port), LOG_LEVEL: 'info' },
        { cwd: work, logs: logs[i] },
      ),
    ),
  );
  cleanups.push(() => Promise.all(servers.map((server) => server.stop())));
  console.log(
    `ok  3 instancias arrancan a la vez sobre una base vacía, en ${((performance.now() - startedAt) / 1000).toFixed(1)} s, ` +
      'cada una en el PORT de su entorno (no en el de .env)',
  );

  // nginx with the deploy configuration, on free ports, this folder and a self-signed certificate.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      path.join(work, 'key.pem'),
      '-out',
      path.join(work, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  let site = readFileSync(path.join(root, 'deploy/nginx/oece.conf'), 'utf8');
  site = replaceIn(
    site,
    /^\s*server 127\.0\.0\.1:3001 .*\n(\s*server 127\.0\.0\.1:300\d .*\n)*/m,
    ports.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;\n`).join(''),
  );
  // The container may have no IPv6.
  site = replaceIn(site, /^\s*listen \[::\]:.*\n/gm, '');
  site = replaceIn(site, 'listen 80;', `listen ${httpPort};`);
  site = replaceIn(site, 'listen 443 ssl', `listen ${httpsPort} ssl`);
  site = replaceIn(site, 'simulador.example;', 'localhost;');
  site = replaceIn(
    site,
    '/etc/letsencrypt/live/simulador.example/fullchain.pem',
    path.join(work, 'cert.pem'),
  );
  site = replaceIn(site, '/etc/letsencrypt/live/simulador.example/privkey.pem', path.join(work, 'key.pem'));
  site = replaceIn(site, '/var/cache/nginx/oece', path.join(work, 'cache'));
  for (const dir of ['logs', 'cache', 'tmp']) mkdirSync(path.join(work, dir));
  writeFileSync(
    path.join(work, 'nginx.conf'),
    [
      // As root, nginx's workers would become nobody, who cannot write this test's folders.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      'pid nginx.pid;',
      'error_log logs/error.log warn;',
      'events { worker_connections 256; }',
      'http {',
      '  access_log logs/access.log;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (temp) => `  ${temp}_temp_path tmp/${temp};`,
      ),
      site,
      '}',
      '',
    ].join('\n'),
  );
  const nginxArgs = ['-p', work, '-c', path.join(work, 'nginx.conf')];
  execFileSync('nginx', [...nginxArgs, '-t', '-q']);
  const nginx = spawn('nginx', [...nginxArgs, '-g', 'daemon off;'], { stdio: 'inherit' });
  cleanups.push(async () => {
    if (nginx.exitCode !== null) return;
    nginx.kill('SIGQUIT');
    await once(nginx, 'exit');
  });
  const site443 = `https://localhost:${httpsPort}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await request(`${site443}/robots.txt`);
      break;
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  console.log(`ok  nginx con deploy/nginx/oece.conf delante, en ${site443}`);

  const redirect = await request(`http://localhost:${httpPort}/precios?plan=1`);
  check(
    redirect.status === 301 && redirect.headers.location === 'https://localhost/precios?plan=1',
    'HTTP responde 301 hacia la misma dirección en HTTPS',
    `${redirect.status} ${redirect.headers.location}`,
  );

  const page = await request(`${site443}/`, { headers: { 'accept-encoding': 'br, gzip' } });
  check(
    page.status === 200 && page.headers['content-encoding'] === 'br' && decoded(page).includes('</html>'),
    'la página de inicio llega comprimida con brotli',
    `${page.status} ${page.headers['content-encoding']}`,
  );
  const gzipPage = await request(`${site443}/`, { headers: { 'accept-encoding': 'gzip' } });
  check(gzipPage.headers['content-encoding'] === 'gzip', 'y con gzip al navegador que solo acepta gzip');
  check(
    /max-age=\d+/.test(String(page.headers['strict-transport-security'])),
    'HTTPS estricto (Strict-Transport-Security)',
    String(page.headers['strict-transport-security']),
  );

  const asset = decoded(page).match(/\/assets\/[\w.-]+\.js/)?.[0];
  check(asset, 'la página enlaza sus recursos con hash en /assets/', asset);
  const first = await request(`${site443}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
  const again = await request(`${site443}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
  check(
    first.status === 200 &&
      String(first.headers['cache-control']).includes('max-age=31536000') &&
      String(first.headers['cache-control']).includes('immutable') &&
      first.headers['content-encoding'] === 'br',
    'un recurso con hash se guarda un año (immutable) y llega comprimido',
    `${first.headers['cache-control']} ${first.headers['content-encoding']}`,
  );
  check(
    first.headers['x-cache-status'] === 'MISS' && again.headers['x-cache-status'] === 'HIT',
    'nginx lo guarda: la segunda petición no llega a las instancias',
    `${first.headers['x-cache-status']}, ${again.headers['x-cache-status']}`,
  );

  const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };
  const direct = await request(`http://127.0.0.1:${ports[0]}/metrics`, { headers: bearer });
  const proxiedMetrics = await request(`${site443}/metrics`, { headers: bearer });
  check(
    direct.status === 200 && proxiedMetrics.status === 404,
    'las métricas se leen en cada instancia, no a través de nginx',
    `${direct.status}, ${proxiedMetrics.status}`,
  );

  const robots = await request(`${site443}/robots.txt`, {
    // A client that claims another address is not believed: only nginx's entry is.
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });
  check(
    robots.body.toString().includes('Sitemap: https://localhost/sitemap.xml'),
    'las instancias ven el esquema https y el Host del visitante (X-Forwarded-Proto, Host)',
  );

  // A member's journey: created by the administrator, logs in, takes a quick exam, answers,
  // finishes, reads the result.
  const api = async <T>(method: string, apiPath: string, token?: string, body?: unknown): Promise<T> => {
    const answer = await request(`${site443}/api${apiPath}`, {
      method,
      body,
      headers: token ? { authorization: token } : {},
    });
    if (answer.status >= 300) throw new Error(`${method} ${apiPath}: ${answer.status} ${answer.body}`);
    return JSON.parse(answer.body.toString()) as T;
  };
  const adminToken = (await api<{ token: string }>('POST', '/auth/admin/login', undefined, ADMIN)).token;
  const member = { username: `proxy${process.pid}`, password: 'clave-del-miembro-1' };
  await api('POST', '/users', adminToken, {
    ...member,
    firstName: 'Rosa',
    lastName: 'Huamán',
    membershipLevel: 'BASIC',
    days: 30,
  });
  const token = (await api<{ token: string }>('POST', '/auth/login', undefined, member)).token;
  const { examCode } = await api<{ examCode: string }>('POST', '/exams', token, { type: 'RAPID' });
  type Exam = {
    status: string;
    questions: { id: number }[];
    answers: { questionId: number; responseIndex: number | null }[];
    result: { correct: number; total: number } | null;
  };
  const { exam } = await api<{ exam: Exam }>('GET', `/exams/${examCode}`, token);
  const questionId = exam.questions[0]!.id;
  await api('PATCH', `/exams/${examCode}`, token, {
    answers: [{ questionId, responseIndex: 2 }],
    action: 'UPDATE',
  });
  await api('PATCH', `/exams/${examCode}`, token, { answers: [], action: 'FINISH' });
  const { exam: finished } = await api<{ exam: Exam }>('GET', `/exams/${examCode}`, token);
  check(
    finished.status === 'FINISHED' &&
      finished.result?.total === exam.questions.length &&
      finished.answers.some((answer) => answer.questionId === questionId && answer.responseIndex === 2),
    `un miembro inicia sesión, empieza un examen rápido, guarda una respuesta, lo termina y ve su resultado (${finished.result?.correct}/${finished.result?.total})`,
  );

  // What the instances logged: every request through nginx under the client's address.
  const lines = logs.map((instance) =>
    instance
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; path?: string; ip?: string })
      .filter((line) => line.msg === 'request' && line.path !== '/api/health'),
  );
  const proxied = lines.flat();
  check(
    proxied.length >= 8 && proxied.every((line) => line.ip === CLIENT_ADDRESS),
    `las instancias registran la dirección del cliente, ${CLIENT_ADDRESS}, en sus ${proxied.length} peticiones (X-Forwarded-For, TRUST_PROXY=1 desde .env)`,
    [...new Set(proxied.map((line) => line.ip))].join(', '),
  );
  check(
    proxied.some((line) => line.path === '/robots.txt'),
    'una dirección falsa en X-Forwarded-For no cambia la registrada',
  );
  check(
    lines.every((instance) => instance.length > 0),
    `nginx reparte entre las 3 instancias (${lines.map((instance) => instance.length).join(' + ')} peticiones)`,
  );
}

try {
  await main();
  console.log(`Prueba del proxy completa en ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
  for (const agent of Object.values(agents)) agent.destroy();
  rmSync(work, { recursive: true, force: true });
}
