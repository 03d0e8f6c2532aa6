import { paths, questionNotFoundResponseSchema, type PublicQuestionResponse } from '@oece/contracts';
import { ALTERNATIVE_LETTERS, COMPETENCY_LABELS, findTopic, topicSlug } from '@oece/domain';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { excerpt } from '../../lib/excerpt';
import { loaderApi } from '../../lib/page-data';
import type { PageMeta } from '../../lib/page-meta';
import { getPublicQuestion } from './api/get-public-question';

/** The spec's title length: the question's first 60 characters. */
const TITLE_LENGTH = 60;
/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 155;

/** The topic page that stands for a question outside the public set, from the API's 404; null for an unknown address. */
function topicPageOf(error: ApiError): string | null {
  const code = questionNotFoundResponseSchema.safeParse(error.body).data?.topic;
  const topic = code === undefined ? undefined : findTopic(code);
  return topic ? paths.topic(topicSlug(topic)) : null;
}

/**
 * A question by its address. Only the public set's questions have a page (decision 0031): another
 * question of the bank moves for good to its topic's page, an unknown address is the 404 page with
 * HTTP 404, and an older address of a rewritten question moves for good to its current one.
 */
export async function questionLoader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  let question: PublicQuestionResponse;
  try {
    question = await getPublicQuestion(loaderApi(context).get, slug);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      const topicPage = topicPageOf(error);
      if (topicPage) throw redirect(topicPage, 301);
    }
    // A malformed address names no question either.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404, statusText: 'No se encontró la pregunta' });
    }
    throw error;
  }
  if (question.slug !== slug) throw redirect(paths.question(question.slug), 301);
  return question;
}

/** Title, description, share picture and schema.org data of a question page, from the question itself. */
export function questionMeta(loaded: unknown): PageMeta {
  const question = loaded as PublicQuestionResponse | undefined;
  if (!question) return { title: 'No se encontró la pregunta' };
  const answer = (option: number) => ({
    '@type': 'Answer',
    position: option + 1,
    text: `${ALTERNATIVE_LETTERS[option]}) ${question.alternatives[option]}`,
  });
  return {
    title: excerpt(question.question, TITLE_LENGTH),
    description: excerpt(question.question, DESCRIPTION_LENGTH),
    ogType: 'article',
    image: paths.ogImage.question(question.slug),
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Quiz',
      name: excerpt(question.question, TITLE_LENGTH),
      about: { '@type': 'Thing', name: COMPETENCY_LABELS[question.category] },
      educationalLevel: 'Certificación OECE',
      inLanguage: 'es',
      dateModified: question.updatedAt,
      hasPart: [
        {
          '@type': 'Question',
          eduQuestionType: 'Multiple choice',
          text: question.question,
          suggestedAnswer: question.alternatives
            .map((_, option) => option)
            .filter((option) => option !== question.correctAlternative)
            .map(answer),
          acceptedAnswer: {
            ...answer(question.correctAlternative),
            ...(question.explanation && {
              answerExplanation: { '@type': 'Comment', text: question.explanation },
            }),
          },
        },
      ],
    },
  };
}
