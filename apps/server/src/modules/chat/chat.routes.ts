import {
  ApiErrorDto,
  ChatForSenderQuery,
  ChatMessageDto,
  ChatRequestedByQuery,
  ChatSenderQuery,
  ChatSuccessDto,
  ChatUnreadCountDto,
  type ChatUnreadEvent,
  SendChatMessageBody,
} from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { mediaResponse } from '../../lib/openapi.js'
import type { ChatService } from './chat.service.js'
import { lastEventIdOf, type Streams } from './chat.sse.js'

const ErrorDto = ApiErrorDto.loose()
const errors = { 400: ErrorDto, 401: ErrorDto, 403: ErrorDto, 404: ErrorDto, 409: ErrorDto, 429: ErrorDto }
const tags = ['chat']
const base = '/api/chat'
const SubmissionParams = z.object({ submissionId: z.string() })
const ItemParams = z.object({ submissionId: z.string(), itemId: z.string() })
const StreamQuery = z.object({ lastEventId: z.string().optional() })
const sides = 'Parten bestäms av servern (ägaren är user, personal admin); att ange den andra parten ger 403.'
const resume =
  'Server-Sent Events (text/event-stream). Varje händelse har ett id; `Last-Event-ID` (eller `?lastEventId=`) ' +
  'spelar först upp de missade händelserna och fortsätter sedan live. En kommentar `: ping` skickas var 25:e ' +
  'sekund. Högst 10 öppna flöden per konto och serverprocess (429).'

interface Deps {
  chat: ChatService
  streams: Streams
}

/** The chat calls of backoffice spec §7 and their two live streams (ADR 017). */
export const chatRoutes: FastifyPluginAsyncZod<Deps> = async (app, { chat, streams }) => {
  app.get(
    `${base}/events`,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Live: den inloggades olästa antal per inlämning',
        description: `Händelsen \`unread\` (ChatUnreadEvent) när ett antal kan ha ändrats: för medlemmen de egna inlämningarna, för personal alla (för sin part i varje inlämning). ${resume}`,
        querystring: StreamQuery,
        response: {
          200: mediaResponse('text/event-stream', 'Händelseflödet (Server-Sent Events).'),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const me = req.user!
      await streams.start(reply, {
        userId: me.id,
        lastEventId: lastEventIdOf(req),
        replay: (after) => chat.replay(after, me.isAdmin ? {} : { ownerId: me.id }),
        async render({ row, unreadBySide }) {
          if (row.ownerId !== me.id && !me.isAdmin) return null
          const counts = await unreadBySide()
          const itemId = (row.payload as { itemId?: string | null }).itemId ?? null
          const side = row.ownerId === me.id ? 'user' : 'admin'
          const data: ChatUnreadEvent = {
            submissionRequestId: row.submissionId,
            itemId,
            unreadCount: counts[side],
          }
          return { id: row.id, event: 'unread', data }
        },
      })
      return reply
    },
  )

  app.get(
    `${base}/unread-count/:submissionId`,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Antal olästa meddelanden från den andra parten (inlämningens egen chatt)',
        description: sides,
        params: SubmissionParams,
        querystring: ChatForSenderQuery,
        response: { 200: ChatUnreadCountDto, ...errors },
      },
    },
    async (req) => chat.unreadCount(req.user!, req.params.submissionId, undefined, req.query.forSender),
  )

  app.get(
    `${base}/unread-count/:submissionId/item/:itemId`,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Antal olästa meddelanden från den andra parten om en artikel',
        description: sides,
        params: ItemParams,
        querystring: ChatForSenderQuery,
        response: { 200: ChatUnreadCountDto, ...errors },
      },
    },
    async (req) =>
      chat.unreadCount(req.user!, req.params.submissionId, req.params.itemId, req.query.forSender),
  )

  app.put(
    `${base}/mark-read/:submissionId`,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Markerar den andra partens meddelanden (inlämningens egen chatt) som lästa',
        description: sides,
        params: SubmissionParams,
        querystring: ChatSenderQuery,
        response: { 200: ChatSuccessDto, ...errors },
      },
    },
    async (req) => chat.markRead(req.user!, req.params.submissionId, undefined, req.query.sender),
  )

  app.put(
    `${base}/mark-read/:submissionId/item/:itemId`,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Markerar den andra partens meddelanden om en artikel som lästa',
        description: sides,
        params: ItemParams,
        querystring: ChatSenderQuery,
        response: { 200: ChatSuccessDto, ...errors },
      },
    },
    async (req) => chat.markRead(req.user!, req.params.submissionId, req.params.itemId, req.query.sender),
  )

  app.get(
    `${base}/:submissionId`,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Inlämningens egna meddelanden, äldst först',
        description: 'Bara meddelanden utan artikel; borttagna visas inte.',
        params: SubmissionParams,
        response: { 200: z.array(ChatMessageDto), ...errors },
      },
    },
    async (req) => chat.list(req.user!, req.params.submissionId),
  )

  app.get(
    `${base}/:submissionId/item/:itemId`,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'En artikels meddelanden, äldst först',
        description: 'En artikel som inte hör till inlämningen ger 404.',
        params: ItemParams,
        response: { 200: z.array(ChatMessageDto), ...errors },
      },
    },
    async (req) => chat.list(req.user!, req.params.submissionId, req.params.itemId),
  )

  app.get(
    `${base}/:submissionId/events`,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Live: inlämningens chatt',
        description: `Händelserna \`message\` (ChatMessageDto), \`deleted\` (ChatDeletedEvent), \`read\` (ChatReadEvent) och \`updated\` (SubmissionUpdatedEvent: personal ändrade inlämningen, ladda om den) för inlämningen och dess artiklar. Ägaren och personal; andra får 404. ${resume}`,
        params: SubmissionParams,
        querystring: StreamQuery,
        response: {
          200: mediaResponse('text/event-stream', 'Händelseflödet (Server-Sent Events).'),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const sub = await chat.assertCanWatch(req.user!, req.params.submissionId)
      await streams.start(reply, {
        userId: req.user!.id,
        lastEventId: lastEventIdOf(req),
        replay: (after) => chat.replay(after, { submissionId: sub.id }),
        render: ({ row }) =>
          row.submissionId === sub.id ? { id: row.id, event: row.type, data: row.payload } : null,
      })
      return reply
    },
  )

  app.post(
    base,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Skickar ett meddelande',
        description: `Texten trimmas (1–4 000 tecken). Högst 20 meddelanden i minuten per konto (429). ${sides}`,
        body: SendChatMessageBody,
        response: { 201: ChatMessageDto, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await chat.send(req.user!, req.body)),
  )

  app.delete(
    `${base}/:messageId`,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Tar bort ett eget meddelande',
        description: `Bara den egna partens meddelanden (annars 403) och bara medan det är oläst (annars 409). ${sides}`,
        params: z.object({ messageId: z.string() }),
        querystring: ChatRequestedByQuery,
        response: { 200: ChatSuccessDto, ...errors },
      },
    },
    async (req) => chat.remove(req.user!, req.params.messageId, req.query.requestedBySender),
  )
}
