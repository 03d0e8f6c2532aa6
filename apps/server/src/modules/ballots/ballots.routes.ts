import {
  ballotFileParamsSchema,
  ballotTokenQuerySchema,
  generatePdfRequestSchema,
  userBallotsResponseSchema,
} from '@oece/contracts';
import { BALLOT_FILE_IDS, parseBallotFileId, type BallotFileId } from '@oece/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandForHost } from '../../shared/brand';
import { AppError, errorResponses } from '../../shared/errors';
import { caller } from '../../shared/caller';
import { INVALID_LINK_MESSAGE, type BallotsService, type PdfFile } from './ballots.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member a signed download link was made for (set by its onRequest check). */
    ballotOwner: number | null;
  }
}

/** `attachment` under the file's name: plain ASCII for old clients, UTF-8 (RFC 5987) for the rest. */
function attachment(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .type('application/pdf')
    .header('content-disposition', attachment(file.name))
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

export const ballotsRoutes: FastifyPluginAsyncZod<{ service: BallotsService }> = async (app, { service }) => {
  const { config } = app;
  app.decorateRequest('ballotOwner', null);

  /** The link's token is its credential: checked before its parameters are validated. */
  async function checkLink(request: FastifyRequest) {
    const { file } = request.params as { file?: string };
    const { token } = request.query as { token?: unknown };
    if (typeof token !== 'string' || !BALLOT_FILE_IDS.includes(file as BallotFileId)) {
      throw new AppError('FORBIDDEN', INVALID_LINK_MESSAGE);
    }
    request.ballotOwner = await service.linkOwner(token, file as BallotFileId);
  }

  app.get(
    '/questions/user-ballots',
    {
      onRequest: app.authenticate,
      schema: { tags: ['ballots'], response: { 200: userBallotsResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.userBallots(caller(request).user, brandForHost(config, request.headers.host));
    },
  );

  app.get(
    '/questions/user-ballots/:file',
    {
      onRequest: checkLink,
      schema: {
        tags: ['ballots'],
        params: ballotFileParamsSchema,
        querystring: ballotTokenQuerySchema,
        response: { 200: z.string().describe('El PDF'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = parseBallotFileId(request.params.file)!;
      const pdf = await service.download(
        request.ballotOwner!,
        file,
        brandForHost(config, request.headers.host),
      );
      return sendPdf(reply, pdf);
    },
  );

  app.post(
    '/questions/generate-pdf',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['ballots'],
        body: generatePdfRequestSchema,
        response: { 200: z.string().describe('El PDF'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { showAnswers, membershipType } = request.body;
      const pdf = await service.generate(
        { edition: membershipType, showAnswers },
        brandForHost(config, request.headers.host),
      );
      return sendPdf(reply, pdf);
    },
  );
};
