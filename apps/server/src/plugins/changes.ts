import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';

/** What an administrator can change that instances keep copies of (rendered pages). */
export type ChangeTopic = 'questions' | 'schedule';
const TOPICS: readonly string[] = ['questions', 'schedule'] satisfies ChangeTopic[];

/** The database channel every instance listens to. */
const CHANNEL = 'oece_changes';

export interface Changes {
  /**
   * Tells every instance on the database, this one included, that `topic`'s data changed, once it is
   * committed. Never throws: a change that could not be announced reaches the caches when their
   * copies expire.
   */
  announce(topic: ChangeTopic): Promise<void>;
  /**
   * `listener(topic)` for every change announced by any instance; `null` when some may have been
   * missed (the listening connection dropped): then everything is to be read again.
   */
  subscribe(listener: (topic: ChangeTopic | null) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: Changes;
  }
}

/**
 * Changes that reach every instance within a moment (decision record 0028): PostgreSQL's
 * LISTEN/NOTIFY on a connection of its own, and the same in process on the embedded database.
 */
export const changesPlugin = fp(
  async (app) => {
    const listeners: ((topic: ChangeTopic | null) => void)[] = [];
    const tell = (topic: ChangeTopic | null) => {
      for (const listener of listeners) listener(topic);
    };
    const stop = await app.database.listen(CHANNEL, {
      notice: (payload) => {
        if (TOPICS.includes(payload)) tell(payload as ChangeTopic);
      },
      lost: (error) =>
        app.log.warn({ err: error }, 'Se perdió la conexión de avisos de cambios; se reintenta'),
      resumed: () => {
        app.log.info('Conexión de avisos de cambios restablecida');
        tell(null);
      },
    });
    app.addHook('onClose', async () => stop());
    app.decorate('changes', {
      async announce(topic) {
        try {
          await app.database.db.execute(sql`select pg_notify(${CHANNEL}, ${topic})`);
        } catch (error) {
          app.log.warn({ err: error, topic }, 'No se pudo avisar de un cambio a las demás instancias');
        }
      },
      subscribe(listener) {
        listeners.push(listener);
      },
    } satisfies Changes);
  },
  { name: 'changes' },
);
