import { createHash } from 'node:crypto';
import { findTopic, topicOfSlug, type Brand, type Competency } from '@oece/domain';
import { AppError } from '../../shared/errors';
import { LruMap } from '../../shared/lru-map';
import type { QuestionsService } from '../questions/questions.service';
import { renderShareImage } from './render-share-image';
import { dailyImage, questionImage, topicImage, type ImageNode } from './share-image-template';
import type { ShareImagesRepository } from './share-images.repository';

/** A rendered picture and its entity tag (a hash of its bytes). */
export interface ShareImage {
  png: Buffer;
  etag: string;
}

/**
 * Pictures kept in memory (40 to 80 kB each): every topic's and the most recently shared
 * questions'. A picture that fell out is rendered again when asked for.
 */
const MAX_IMAGES = 300;

/** What any address that names no picture answers. */
export function noSuchImage(): AppError {
  return new AppError('NOT_FOUND', 'No se encontró la imagen.');
}

/**
 * The link previews' pictures of the public pages: a published question's, a topic's and a day's
 * question's. Each is kept under what it shows (the question's id and last change, the topic and its
 * count, the brand), so an edited question gets a new picture and an unchanged one is not drawn twice.
 * Only a brand with public content has them: the other has no page to share.
 */
export function createShareImagesService(deps: {
  repository: ShareImagesRepository;
  questions: Pick<QuestionsService, 'dailyShareCard'>;
  clock: () => Date;
}) {
  const { repository, questions, clock } = deps;
  // Promises, so that requests arriving while a picture is drawn wait for that one drawing.
  const images = new LruMap<Promise<ShareImage>>(MAX_IMAGES);

  function cached(key: string, tree: () => ImageNode): Promise<ShareImage> {
    let image = images.get(key);
    if (!image) {
      image = renderShareImage(tree()).then((png) => ({
        png,
        etag: `"${createHash('sha1').update(png).digest('base64url')}"`,
      }));
      images.set(key, image);
      // A drawing that failed is tried afresh by the next request.
      image.catch(() => images.delete(key));
    }
    return image;
  }

  function publicBrand(brand: Brand): void {
    if (!brand.publicContent) throw noSuchImage();
  }

  return {
    /** A question of the public set's picture, by its page's slug. */
    async questionImage(slug: string, brand: Brand): Promise<ShareImage> {
      publicBrand(brand);
      const row = await repository.publishedQuestion(slug, clock());
      const topic = row && findTopic(row.topic);
      if (!row || !topic) throw noSuchImage();
      return cached(`pregunta ${brand.id} ${row.id} ${row.updatedAt.toISOString()}`, () =>
        questionImage(brand, { question: row.question, topic, category: row.category as Competency }),
      );
    },

    /** A topic's picture, by its page's slug (its code first), with how many questions the bank has on it. */
    async topicImage(slug: string, brand: Brand): Promise<ShareImage> {
      publicBrand(brand);
      const topic = topicOfSlug(slug);
      if (!topic) throw noSuchImage();
      const count = await repository.activeQuestionsOnTopic(topic.code);
      return cached(`tema ${brand.id} ${topic.code} ${count}`, () => topicImage(brand, topic, count));
    },

    /** The question of `day`'s picture: today's (drawn as its page would) or an earlier day's. */
    async dailyImage(day: string, brand: Brand): Promise<ShareImage> {
      publicBrand(brand);
      const row = await questions.dailyShareCard(day);
      if (!row) throw noSuchImage();
      return cached(`dia ${brand.id} ${day} ${row.id} ${row.updatedAt.toISOString()}`, () =>
        dailyImage(brand, day, { question: row.question, category: row.category as Competency }),
      );
    },
  };
}

export type ShareImagesService = ReturnType<typeof createShareImagesService>;
