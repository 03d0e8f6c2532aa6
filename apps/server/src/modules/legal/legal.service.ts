import type { LegalArticleQuestionsResponse, LegalArticleResponse, LegalTextResponse } from '@oece/contracts';
import { LEGAL_TEXT_NAMES, legalSource, type LegalText } from '@oece/domain';
import type { LegalArticle, LegalSources } from '../../content/legal-sources';
import { AppError } from '../../shared/errors';
import type { LegalRepository } from './legal.repository';

export function createLegalService(deps: {
  legalSources: LegalSources;
  repository: LegalRepository;
  clock: () => Date;
}) {
  const { legalSources, repository, clock } = deps;

  function find(text: LegalText, number: string): LegalArticle {
    const found = legalSources.article(text, number);
    if (!found) {
      throw new AppError(
        'NOT_FOUND',
        `No existe el artículo ${number} en ${text === 'ley' ? 'la Ley N° 32069' : 'el Reglamento'}.`,
      );
    }
    return found;
  }

  return {
    /** An article with its place in the text and the text's consolidation. */
    article(text: LegalText, number: string): LegalArticleResponse {
      const found = find(text, number);
      return {
        text,
        textName: LEGAL_TEXT_NAMES[text],
        number: found.number,
        title: found.title,
        paragraphs: found.paragraphs,
        epigraph: found.epigraph,
        ...legalSources.neighbours(text, found.number),
        consolidation: legalSources.consolidation(text),
      };
    },

    /** The list of a text's articles. */
    text(text: LegalText): LegalTextResponse {
      return {
        text,
        textName: LEGAL_TEXT_NAMES[text],
        consolidation: legalSources.consolidation(text),
        articles: legalSources.numbers(text).map((number) => ({
          number,
          epigraph: find(text, number).epigraph,
        })),
      };
    },

    /** The public set's questions that cite the article, now (by the app's clock). */
    async citingQuestions(text: LegalText, number: string): Promise<LegalArticleQuestionsResponse> {
      find(text, number);
      return { questions: await repository.publishedCiting(legalSource(text, number), clock()) };
    },
  };
}

export type LegalService = ReturnType<typeof createLegalService>;
