import {
  ApiErrorDto,
  ChangePasswordBody,
  SaveContextBody,
  SuccessMessageResponse,
  UserDto,
} from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { UsersService } from './users.service.js'

const ErrorDto = ApiErrorDto.loose()

/** The account: user context, profile, password. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/api/Users/UserContext',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        summary: 'Den inloggade användaren (hela personnumret, medlemskap och poäng)',
        response: { 200: UserDto, 401: ErrorDto },
      },
    },
    async (req) => users.context(req.user!.id),
  )

  app.post(
    '/api/Users/saveContext',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        summary:
          'Sparar profilen: bara förnamn, efternamn, telefon, adress, stad, postnummer och län ändras; övriga fält ignoreras',
        body: SaveContextBody,
        response: { 200: UserDto, 400: ErrorDto, 401: ErrorDto, 403: ErrorDto },
      },
    },
    async (req) => users.save(req.user!.id, req.body),
  )

  app.post(
    '/api/Users/changePassword',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        summary: 'Byter lösenord; användarens övriga sessioner avslutas',
        body: ChangePasswordBody,
        response: { 200: SuccessMessageResponse, 400: ErrorDto, 401: ErrorDto, 403: ErrorDto, 429: ErrorDto },
      },
    },
    async (req) =>
      users.changePassword(
        { userId: req.user!.id, keepTokenHash: req.session!.tokenHash, address: req.ip },
        req.body,
      ),
  )
}
