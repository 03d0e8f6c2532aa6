import {
  paths,
  questionSlugParamsSchema,
  shareImageDayParamsSchema,
  shareImageTopicParamsSchema,
} from '@oece/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandForHost } from '../../shared/brand';
import { noSuchImage, type ShareImage, type ShareImagesService } from './share-images.service';

/** The routes' paths, from the site's own (paths.ogImage), with their parameter. */
const QUESTION_PATH = paths.ogImage.question(':slug');
const TOPIC_PATH = paths.ogImage.topic(':slug');
const DAILY_PATH = paths.ogImage.daily(':day');

/**
 * The request's brand, once its address is known to name a picture. The pictures are files to link
 * previews, not part of the API: an address of any other shape answers 404 as a missing file does
 * (the schemas' check is attached to the request, not answered with a 400).
 */
function brandOf(request: FastifyRequest) {
  const brand = brandForHost(request.server.config, request.headers.host);
  if (request.validationError) throw noSuchImage();
  return brand;
}

/** A picture changes only with what it shows: previews and browsers may keep it a day, then revalidate. */
function sendImage(request: FastifyRequest, reply: FastifyReply, image: ShareImage) {
  reply.type('image/png').header('cache-control', 'public, max-age=86400').header('etag', image.etag);
  if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
  return reply.send(image.png);
}

export const shareImagesRoutes: FastifyPluginAsyncZod<{ service: ShareImagesService }> = async (
  app,
  { service },
) => {
  app.get(
    QUESTION_PATH,
    { attachValidation: true, schema: { hide: true, params: questionSlugParamsSchema } },
    async (request, reply) =>
      sendImage(request, reply, await service.questionImage(request.params.slug, brandOf(request))),
  );

  app.get(
    TOPIC_PATH,
    { attachValidation: true, schema: { hide: true, params: shareImageTopicParamsSchema } },
    async (request, reply) =>
      sendImage(request, reply, await service.topicImage(request.params.slug, brandOf(request))),
  );

  app.get(
    DAILY_PATH,
    { attachValidation: true, schema: { hide: true, params: shareImageDayParamsSchema } },
    async (request, reply) =>
      sendImage(request, reply, await service.dailyImage(request.params.day, brandOf(request))),
  );
};
