import {
  AdminSubmissionDto,
  ApiErrorDto,
  SaveSubmissionBody,
  SubmissionDto,
  SubmissionItemImageDto,
  UploadSubmissionImageBody,
} from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { imageUploadGate } from '../../core/media/media.gate.js'
import { sendPrivateImage } from '../../core/media/media.private.js'
import { IMAGE_BODY_LIMIT } from '../../core/media/media.upload.js'
import { mediaResponse, noContent } from '../../lib/openapi.js'
import type { SubmissionsAdminService } from './submissions.admin.service.js'
import type { SubmissionPhotosService } from './submissions.photos.service.js'
import type { SubmissionsService } from './submissions.service.js'

const ErrorDto = ApiErrorDto.loose()
const errors = { 400: ErrorDto, 401: ErrorDto, 403: ErrorDto, 404: ErrorDto, 409: ErrorDto }
const tags = ['submissions']
const base = '/api/submissions-request'
const IdParams = z.object({ id: z.string() })
const ItemParams = z.object({ itemId: z.string() })

interface Services {
  submissions: SubmissionsService
  photos: SubmissionPhotosService
  admin: SubmissionsAdminService
}

/** The member's submissions (backoffice spec §7 "Customer submissions"); staff read all. */
export const submissionsRoutes: FastifyPluginAsyncZod<Services> = async (app, { submissions, admin }) => {
  app.get(
    `${base}/user`,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Medlemmens inlämningar, nyast först',
        response: { 200: z.array(SubmissionDto), ...errors },
      },
    },
    async (req) => submissions.listOwn(req.user!),
  )

  app.get(
    base,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Alla inlämningar, nyast först (personal)',
        response: { 200: z.array(SubmissionDto), ...errors },
      },
    },
    async (req) => submissions.listAll(req.user!),
  )

  app.get(
    `${base}/:id`,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'En inlämning med artiklar och bilder',
        description:
          'Ägaren och personal kan läsa; någon annans eller ett okänt id ger 404. Personal som inte äger ' +
          'inlämningen får AdminSubmissionDto (kunden och skickade e-postmeddelanden, nyast först).',
        params: IdParams,
        // The staff shape first: the member's would strip its customer and mails.
        response: { 200: z.union([AdminSubmissionDto, SubmissionDto]), ...errors },
      },
    },
    async (req) => admin.get(req.user!, req.params.id),
  )

  app.post(
    base,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Skapar en tom inlämning (status 0)',
        description: 'Kroppen läses inte: en ny inlämning är alltid tom och ägs av den inloggade medlemmen.',
        response: { 201: SubmissionDto, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await submissions.create(req.user!)),
  )

  app.put(
    base,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Sparar hela inlämningen med artiklar',
        description:
          'Status 0: anteckningar och artiklar ändras (med id ändras, utan id läggs till, saknade tas bort). ' +
          'Status 1 eller 2: bara avbryt (status 4); andra ändringar ger 409. Status 3 eller 4: 409. ' +
          'Godkända artiklar kan inte ändras eller tas bort (409). reviewerNotes, priority, userId, ' +
          'approvalStatus och poäng från en medlem ignoreras.',
        body: SaveSubmissionBody,
        response: { 200: SubmissionDto, ...errors },
      },
    },
    async (req) => submissions.save(req.user!, req.body),
  )

  app.put(
    `${base}/:id/submit`,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Skickar in inlämningen (0 → 1)',
        description:
          'Bara från status 0 och med minst en artikel (annars 409). Ett kvitto mejlas till medlemmen.',
        params: IdParams,
        response: { 200: SubmissionDto, ...errors },
      },
    },
    async (req) => submissions.submit(req.user!, req.params.id),
  )

  app.delete(
    `${base}/:id`,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Tar bort en inlämning',
        description: 'Bara vid status 0 (annars 409). Bilderna tas bort med den.',
        params: IdParams,
        response: { 204: noContent, ...errors },
      },
    },
    async (req, reply) => {
      await submissions.remove(req.user!, req.params.id)
      return reply.code(204).send(null)
    },
  )
}

/** Item photos (spec §7 "Images of items") and the owner-checked route that serves them (ADR 011). */
export const submissionPhotosRoutes: FastifyPluginAsyncZod<Services> = async (app, { photos }) => {
  app.get(
    `${base}/item/:itemId/images`,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'En artikels bilder, huvudbilden först',
        params: ItemParams,
        response: { 200: z.array(SubmissionItemImageDto), ...errors },
      },
    },
    async (req) => photos.list(req.user!, req.params.itemId),
  )

  app.post(
    `${base}/item/:itemId/images`,
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      ...imageUploadGate,
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Laddar upp en bild till en artikel',
        description:
          'JSON med base64 i `blob` (utan data-URL-prefix). JPEG, PNG, WebP eller AVIF upp till 15 MB ' +
          '(annat ger 400, större 413), högst 12 bilder per artikel (409). Orientering tillämpas och ' +
          'EXIF/GPS tas bort. Artikelns första bild blir huvudbild; `main: true` gör den nya till huvudbild.',
        params: ItemParams,
        body: UploadSubmissionImageBody,
        response: { 201: SubmissionItemImageDto, 413: ErrorDto, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await photos.upload(req.user!, req.params.itemId, req.body.blob, req.body.main)),
  )

  app.put(
    `${base}/item/:itemId/images/:imageId/set-main`,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Gör en bild till artikelns huvudbild',
        description: 'Exakt en huvudbild per artikel. Svarar med artikelns bilder.',
        params: z.object({ itemId: z.string(), imageId: z.string() }),
        response: { 200: z.array(SubmissionItemImageDto), ...errors },
      },
    },
    async (req) => photos.setMain(req.user!, req.params.itemId, req.params.imageId),
  )

  app.delete(
    `${base}/item/image/:imageId`,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Tar bort en bild',
        description: 'Var bilden huvudbild blir nästa bild huvudbild.',
        params: z.object({ imageId: z.string() }),
        response: { 204: noContent, ...errors },
      },
    },
    async (req, reply) => {
      await photos.remove(req.user!, req.params.imageId)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/api/media/private/submissions/:imageId/:width',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'En bild av en inlämnad artikel (WebP)',
        description: 'Bara för ägaren och personal; andra får 404. Cachas bara i den egna webbläsaren.',
        params: z.object({ imageId: z.string(), width: z.string() }),
        response: { 200: mediaResponse('image/webp', 'Bilden (WebP).'), 401: ErrorDto, 404: ErrorDto },
      },
    },
    async (req, reply) => {
      const data = await photos.read(req.user!, req.params.imageId, Number(req.params.width))
      return sendPrivateImage(reply, data)
    },
  )
}
