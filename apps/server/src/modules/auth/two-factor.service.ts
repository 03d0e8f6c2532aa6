import type { SecondFactorChallenge, TwoFactorSetup, TwoFactorStatus } from '@oece/contracts';
import { BRANDS } from '@oece/domain';
import type { Account, Actor } from '../../shared/caller';
import type { Config } from '../../shared/config';
import { AppError } from '../../shared/errors';
import { hashToken, newToken } from '../../shared/tokens';
import type { AuditService } from '../audit/audit.service';
import { newRecoveryCodes, newTwoFactorSetup, readCode, totpStep } from './two-factor';
import type { TicketRow, TwoFactorRepository } from './two-factor.repository';

const TICKET_TTL_MS = 5 * 60_000;

/** A ticket that expired or was spent: the login starts again from the password. */
export const TICKET_GONE = 'Tu ingreso expiró. Vuelve a escribir tu usuario y contraseña.';

export type SecondStep = SecondFactorChallenge['secondFactor'];

const recoveryHash = (code: string) => hashToken(code.replace(/-/g, ''));

/**
 * Administrators' second factor (decision 0026): the authenticator app's secret, its recovery codes,
 * and the tickets that carry a login from its password to its code.
 */
export function createTwoFactorService(deps: {
  repository: TwoFactorRepository;
  audit: Pick<AuditService, 'record'>;
  config: Pick<Config, 'adminTwoFactorRequired' | 'defaultBrand'>;
  clock: () => Date;
}) {
  const { repository, audit, config, clock } = deps;
  const issuer = BRANDS[config.defaultBrand].name;

  async function enabledFactor(userId: number) {
    const factor = await repository.find(userId);
    return factor?.enabledAt ? factor : undefined;
  }

  return {
    /** The second step an account takes after its password: CODE, ENROL, or none. */
    async stepOf(account: Account): Promise<SecondStep | null> {
      if (await enabledFactor(account.id)) return 'CODE';
      return config.adminTwoFactorRequired && account.roles.includes('ADMIN') ? 'ENROL' : null;
    },

    async newTicket(userId: number, purpose: SecondStep): Promise<string> {
      const ticket = newToken();
      const now = clock();
      await repository.createTicket(
        {
          userId,
          purpose,
          ticketHash: hashToken(ticket),
          expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
        },
        now,
      );
      return ticket;
    },

    /** A live ticket for this step, or a 401 that sends the person back to the password. */
    async ticket(ticket: string, purpose: SecondStep): Promise<TicketRow> {
      const row = await repository.findTicket(hashToken(ticket), clock());
      if (!row || row.purpose !== purpose) {
        throw new AppError('UNAUTHORIZED', TICKET_GONE);
      }
      return row;
    },

    endTicket: (id: number) => repository.endTicket(id),

    /** Whether `input` is a good code of the user's app, or an unused recovery code (now used). */
    async check(userId: number, input: string): Promise<boolean> {
      const factor = await enabledFactor(userId);
      const entered = readCode(input);
      if (!factor || entered.kind === 'invalid') return false;
      if (entered.kind === 'recovery') {
        return repository.useRecoveryCode(userId, recoveryHash(entered.code), clock());
      }
      const step = await totpStep(factor.secret, entered.code, clock());
      return step !== null && (await repository.takeStep(userId, step));
    },

    /** A new secret for the account's app, until a first code confirms it. */
    async startSetup(account: Account): Promise<TwoFactorSetup> {
      const setup = await newTwoFactorSetup(issuer, account.username);
      if (!(await repository.savePending(account.id, setup.secret, clock()))) {
        throw new AppError('CONFLICT', 'La verificación en dos pasos ya está activada en tu cuenta.');
      }
      return setup;
    },

    /**
     * The first code turns the pending secret on, recorded in the audit log as the administrator's
     * own change: the recovery codes to show once, or null.
     */
    async confirmSetup(actor: Actor, input: string): Promise<string[] | null> {
      const factor = await repository.find(actor.id);
      if (!factor) throw new AppError('CONFLICT', 'Primero genera el código QR de tu aplicación.');
      if (factor.enabledAt) {
        throw new AppError('CONFLICT', 'La verificación en dos pasos ya está activada en tu cuenta.');
      }
      const entered = readCode(input);
      const now = clock();
      const step = entered.kind === 'totp' ? await totpStep(factor.secret, entered.code, now) : null;
      if (step === null) return null;
      const codes = newRecoveryCodes();
      await repository.inTransaction(async (queries, tx) => {
        await queries.enable(actor.id, step, codes.map(recoveryHash), now);
        await audit.record(tx, actor, {
          action: 'TWO_FACTOR_ENABLED',
          summary: `Activó la verificación en dos pasos de su cuenta ${actor.username}`,
          target: { type: 'user', id: actor.id },
          after: { twoFactor: true },
        });
      });
      return codes;
    },

    async status(account: Account): Promise<TwoFactorStatus> {
      const enabled = Boolean(await enabledFactor(account.id));
      return {
        enabled,
        required: config.adminTwoFactorRequired,
        recoveryCodesLeft: enabled ? await repository.recoveryCodesLeft(account.id) : 0,
      };
    },

    /** Refused while the operator requires it, or when it is off; the caller checks the code next. */
    async assertMayDisable(userId: number): Promise<void> {
      if (config.adminTwoFactorRequired) {
        throw new AppError(
          'FORBIDDEN',
          'En este sitio la verificación en dos pasos es obligatoria para los administradores.',
        );
      }
      if (!(await enabledFactor(userId))) {
        throw new AppError('CONFLICT', 'La verificación en dos pasos no está activada en tu cuenta.');
      }
    },

    disable: (actor: Actor) =>
      repository.inTransaction(async (queries, tx) => {
        await queries.remove(actor.id);
        await audit.record(tx, actor, {
          action: 'TWO_FACTOR_DISABLED',
          summary: `Desactivó la verificación en dos pasos de su cuenta ${actor.username}`,
          target: { type: 'user', id: actor.id },
          before: { twoFactor: true },
          after: { twoFactor: false },
        });
      }),
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
