import {
  paths,
  type CompetencyPageResponse,
  type CompetencySummary,
  type LibraryTopic,
  type TopicPageResponse,
  type TopicsIndexResponse,
} from '@oece/contracts';
import {
  COMPETENCIES,
  COMPETENCY_LABELS,
  COMPETENCY_SLUGS,
  competencyOfSlug,
  findTopic,
  topicsOf,
  topicSlug,
  type Competency,
  type Topic,
} from '@oece/domain';
import type { TopicIntroductions } from '../../content/topic-introductions';
import { AppError } from '../../shared/errors';
import type { LibraryRepository, TopicCounts } from './library.repository';

const NO_QUESTIONS: TopicCounts = { active: 0, published: 0, changedAt: null };

function competencySummary(competency: Competency): CompetencySummary {
  return { competency, label: COMPETENCY_LABELS[competency], slug: COMPETENCY_SLUGS[competency] };
}

function libraryTopic(topic: Topic, counts: TopicCounts = NO_QUESTIONS): LibraryTopic {
  return {
    code: topic.code,
    label: topic.label,
    slug: topicSlug(topic),
    questionCount: counts.active,
    publicCount: counts.published,
  };
}

/** The newest of the dates, or null when there is none. */
function newest(dates: (Date | null)[]): Date | null {
  return dates.reduce<Date | null>(
    (latest, date) => (date && (!latest || date > latest) ? date : latest),
    null,
  );
}

/**
 * The public library's topic and competency pages: the taxonomy, the introductions written for
 * them (content/topics) and, from the bank, the public set's questions and the counts.
 */
export function createLibraryService(deps: {
  repository: LibraryRepository;
  introductions: TopicIntroductions;
  clock: () => Date;
}) {
  const { repository, introductions, clock } = deps;

  return {
    async index(): Promise<TopicsIndexResponse> {
      const counts = await repository.topicCounts(clock());
      return {
        competencies: COMPETENCIES.map((competency) => ({
          ...competencySummary(competency),
          topics: topicsOf(competency).map((topic) => libraryTopic(topic, counts.get(topic.code))),
        })),
      };
    },

    async topic(code: string): Promise<TopicPageResponse> {
      const topic = findTopic(code);
      if (!topic) throw new AppError('NOT_FOUND', `No existe el tema ${code}.`);
      const now = clock();
      const [counts, questions] = await Promise.all([
        repository.topicCounts(now, topic.code),
        repository.publishedQuestions(topic.code, now),
      ]);
      return {
        ...libraryTopic(topic, counts.get(topic.code)),
        competency: competencySummary(topic.competency),
        ...introductions.topic(topic),
        questions,
      };
    },

    async competency(slug: string): Promise<CompetencyPageResponse> {
      const competency = competencyOfSlug(slug);
      if (!competency) throw new AppError('NOT_FOUND', 'No existe esa competencia.');
      const counts = await repository.topicCounts(clock());
      return {
        ...competencySummary(competency),
        ...introductions.competency(competency),
        topics: topicsOf(competency).map((topic) => libraryTopic(topic, counts.get(topic.code))),
      };
    },

    /**
     * The sitemap's pages: the index, the competencies and the topics, each dated by the newest
     * change among the public questions it lists; null (the app's release, which brings the
     * introductions) for a page that lists none.
     */
    async sitemapPages(): Promise<{ path: string; updatedAt: Date | null }[]> {
      const counts = await repository.topicCounts(clock());
      const changed = (topics: readonly Topic[]) =>
        newest(topics.map((topic) => counts.get(topic.code)?.changedAt ?? null));
      return [
        { path: paths.topics, updatedAt: newest([...counts.values()].map((entry) => entry.changedAt)) },
        ...COMPETENCIES.flatMap((competency) => {
          const topics = topicsOf(competency);
          return [
            { path: paths.competency(COMPETENCY_SLUGS[competency]), updatedAt: changed(topics) },
            ...topics.map((topic) => ({ path: paths.topic(topicSlug(topic)), updatedAt: changed([topic]) })),
          ];
        }),
      ];
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
