import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../../errors';
import { createImageStorage, localUploadsDir } from '../../../lib/image-storage';
import { errorResponses } from '../../../lib/error-responses';
import { MAX_IMAGE_BYTES, reencodeImage, uploadMessages } from './image-processing';
import {
  consumeUploadAllowance,
  removeUnreferencedUploads,
  requireUploader,
  storeUpload,
} from './uploads.service';
import { catalogueDepsOf } from '../deps';

const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = catalogueDepsOf(app);
  const storage = createImageStorage(app.config);
  app.jobs.schedule({
    name: 'uploads-remove-unreferenced',
    cron: '17 * * * *',
    run: () => removeUnreferencedUploads(deps, storage),
  });
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });

  app.post(
    '/services/upload/image/',
    {
      schema: {
        tags: ['uploads'],
        summary:
          'Upload a JPG or PNG under 7 MB (multipart field "file"); answers its URL. Hosts and support only; 60 an hour and 500 MB stored per owner',
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ url: z.string() }),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const uploader = requireUploader(request);
      await consumeUploadAllowance(deps, uploader);
      if (!request.isMultipart()) throw fieldError('file', uploadMessages.missing);
      const file = await request.file();
      if (!file || file.fieldname !== 'file') throw fieldError('file', uploadMessages.missing);
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw fieldError('file', uploadMessages.tooLarge);
        }
        throw error;
      }
      const image = await reencodeImage(bytes);
      const url = await storeUpload(deps, storage, uploader, image);
      return reply.status(201).send({ url });
    },
  );
};

/** Serves locally stored uploads; their names never change, so they are cached for a year. */
export const localUploadFiles: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyStatic, {
    root: localUploadsDir(app.config),
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
};

export default uploadRoutes;
