// How long a buyer waits for the credentials e-mail: the time from the approval of a payment (the
// sandbox checkout's 'Aprobar pago', which notifies the server through its real notification route)
// to the moment a real SMTP server has received the message, over BENCH_PURCHASES purchases (20,
// the most one connection may start in an hour) of new accounts, one after another, on the built
// app with a fresh PGlite data directory. Prints the median, p95 and maximum.
//
// Run after `npm run build`: npx tsx bench/payment-mail.ts
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startTarget } from './public-pages';

const PURCHASES = Math.min(20, Number(process.env.BENCH_PURCHASES ?? 20));

const arrivals = new Map<string, (at: number) => void>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      const at = performance.now();
      for (const recipient of session.envelope.rcptTo) arrivals.get(recipient.address)?.(at);
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

async function post(url: string, body: unknown): Promise<{ id: string }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

const target = await startTarget({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LOG_LEVEL: 'error' });
const times: number[] = [];
try {
  for (let i = 0; i < PURCHASES; i++) {
    const email = `bench.${Date.now()}.${i}@correo.pe`;
    const { id } = await post(`${target.baseUrl}/api/orders`, { membershipLevel: 'PREMIUM', email });
    const arrived = new Promise<number>((resolve, reject) => {
      arrivals.set(email, resolve);
      setTimeout(() => reject(new Error(`Sin correo para ${email} en 60 s`)), 60_000).unref();
    });
    const approvedAt = performance.now();
    await post(`${target.baseUrl}/api/payments/sandbox/${id}`, { outcome: 'approved' });
    times.push((await arrived) - approvedAt);
  }
} finally {
  await target.stop();
  smtp.close();
}

const sorted = [...times].sort((a, b) => a - b);
const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
console.log(`Approval to credentials e-mail received, ${target.label}, ${sorted.length} purchases:`);
console.log('| median ms | p95 ms | max ms |');
console.log('|---|---|---|');
console.log(`| ${at(0.5).toFixed(0)} | ${at(0.95).toFixed(0)} | ${sorted.at(-1)!.toFixed(0)} |`);
