import type { UserBallotsResponse } from '@oece/contracts';
import {
  BALLOT_EDITION_SETTINGS,
  BALLOT_LOCKED_TEXT,
  ballotEditionFor,
  ballotFileId,
  ballotName,
  formatDay,
  generatedBallotFilename,
  limaDay,
  MEMBERSHIP_LABELS,
  type BallotEdition,
  type BallotFile,
  type BallotFileId,
  type Brand,
} from '@oece/domain';
import { AppError } from '../../shared/errors';
import type { Account } from '../../shared/caller';
import type { UsersService } from '../users/users.service';
import { ballotSections, selectBallotQuestions } from './ballot-selection';
import { BALLOT_LINK_TTL_MS, checkBallotLink, signBallotLink } from './ballot-links';
import type { BallotRenderer } from './ballot-renderer';
import type { BallotsRepository } from './ballots.repository';

/** Files kept made (up to 1.5 MB each): the administrator's four and the latest members' downloads. */
const KEPT_FILES = 16;

interface MadeFile {
  body: Buffer;
  /** Questions in it. */
  questions: number;
}

export const INVALID_LINK_MESSAGE =
  'El enlace de descarga no es válido. Vuelve a la página de exámenes y descarga el balotario desde allí.';

export interface PdfFile {
  name: string;
  body: Buffer;
}

export function createBallotsService(deps: {
  ballots: BallotsRepository;
  users: Pick<UsersService, 'membershipOf' | 'account'>;
  renderer: BallotRenderer;
  clock: () => Date;
}) {
  const { ballots, users, renderer, clock } = deps;
  // A made file, by bank version, file, owner, brand and day: the same request reuses it (and a
  // request for a file being made waits for that one) until the bank changes.
  const made = new Map<string, Promise<MadeFile>>();
  let linkKey: Promise<string> | null = null;

  function signingKey(): Promise<string> {
    linkKey ??= ballots.signingKey('ballot-links').catch((error: unknown) => {
      linkKey = null;
      throw error;
    });
    return linkKey;
  }

  async function edition(user: Pick<Account, 'id'>, brand: Brand) {
    if (!brand.premiumExtras) return { edition: null, level: null };
    const { level, expired } = await users.membershipOf(user.id);
    return { edition: ballotEditionFor(level, expired), level };
  }

  async function render(file: BallotFile, owner: string | null, brand: Brand): Promise<MadeFile> {
    const version = await ballots.bankVersion();
    const day = limaDay(clock());
    const key = [version, ballotFileId(file), brand.id, day, owner ?? ''].join('\u0000');
    const kept = made.get(key);
    if (kept) {
      made.delete(key);
      made.set(key, kept);
      return kept;
    }
    const settings = BALLOT_EDITION_SETTINGS[file.edition];
    const making = ballots.activeQuestions().then(async (rows) => {
      const chosen = selectBallotQuestions(rows, settings.questions);
      const body = await renderer.render({
        brandName: brand.name,
        title: `Balotario ${settings.label}`,
        day: formatDay(day),
        showAnswers: file.showAnswers,
        explanations: settings.explanations,
        owner,
        sections: ballotSections(chosen),
      });
      return { body, questions: chosen.length };
    });
    made.set(key, making);
    making.catch(() => {
      // Only this attempt: a newer one may have taken the place since.
      if (made.get(key) === making) made.delete(key);
    });
    for (const oldest of made.keys()) {
      if (made.size <= KEPT_FILES) break;
      made.delete(oldest);
    }
    return making;
  }

  return {
    /** The caller's files with addresses that work from a plain link for BALLOT_LINK_TTL_MS. */
    async userBallots(user: Account, brand: Brand): Promise<UserBallotsResponse> {
      const { edition: allowed, level } = await edition(user, brand);
      if (!allowed || !level) return { title: 'Balotario', ballots: [], expiresAt: null };
      const [active, secret] = await Promise.all([ballots.activeCount(), signingKey()]);
      const questions = Math.min(active, BALLOT_EDITION_SETTINGS[allowed].questions);
      const expiresAt = new Date(clock().getTime() + BALLOT_LINK_TTL_MS);
      return {
        title: `Balotario de tu plan ${MEMBERSHIP_LABELS[level]}`,
        ballots: [false, true].map((showAnswers) => {
          const file = { edition: allowed, showAnswers };
          const id = ballotFileId(file);
          const token = signBallotLink(secret, user.id, id, expiresAt);
          return {
            name: ballotName(file, questions),
            url: `/api/questions/user-ballots/${id}?token=${token}`,
          };
        }),
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** Whose link this is, or the 403 that says why it no longer works. */
    async linkOwner(token: string, file: BallotFileId): Promise<number> {
      const check = checkBallotLink(await signingKey(), token, file, clock());
      if (check.ok) return check.userId;
      throw new AppError(
        'FORBIDDEN',
        check.reason === 'expired'
          ? 'El enlace de descarga expiró. Vuelve a la página de exámenes y descarga el balotario de nuevo.'
          : INVALID_LINK_MESSAGE,
      );
    },

    /** A member's file, with their username on every page; their plan is checked again now. */
    async download(userId: number, file: BallotFile, brand: Brand): Promise<PdfFile> {
      if (!brand.premiumExtras) throw new AppError('NOT_FOUND', 'Este sitio no ofrece balotarios.');
      const user = await users.account(userId);
      if (!user) throw new AppError('FORBIDDEN', INVALID_LINK_MESSAGE);
      const { edition: allowed } = await edition(user, brand);
      if (!allowed) {
        throw new AppError('MEMBERSHIP_REQUIRED', `${BALLOT_LOCKED_TEXT}: renueva tu plan para descargarlo.`);
      }
      if (allowed !== file.edition) {
        throw new AppError(
          'PLAN_REQUIRED',
          'Este balotario no corresponde a tu plan. Descarga el tuyo desde la página de exámenes.',
        );
      }
      const { body, questions } = await render(file, user.username, brand);
      return { name: `${ballotName(file, questions)}.pdf`, body };
    },

    /** The ids of the questions an edition's files hold now (those the public set leaves out, decision 0031). */
    async questionIdsOf(edition: BallotEdition): Promise<number[]> {
      const chosen = selectBallotQuestions(
        await ballots.activeQuestions(),
        BALLOT_EDITION_SETTINGS[edition].questions,
      );
      return chosen.map((question) => question.id);
    },

    /** The administrator's file: the same questions as the members', without anyone's name. */
    async generate(file: BallotFile, brand: Brand): Promise<PdfFile> {
      const { body } = await render(file, null, brand);
      return { name: generatedBallotFilename(file.showAnswers, limaDay(clock())), body };
    },
  };
}

export type BallotsService = ReturnType<typeof createBallotsService>;
