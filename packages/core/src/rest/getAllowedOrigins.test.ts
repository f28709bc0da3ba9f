import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { HttpStatusError } from '../errors/domain.ts'
import { InvalidResponseError, ServiceDisabledError } from '../errors/rest.ts'
import { defaultServices } from '../options/defaults.ts'
import { getAllowedOrigins } from './getAllowedOrigins.ts'
import type { RestContext } from './restUrl.ts'

const directory = 'https://directory.test'
const context = (walletDirectory: string | false = directory): RestContext => ({
  options: { projectId: 'project-1', services: { ...defaultServices, walletDirectory } },
})

const requests: Request[] = []
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  requests.length = 0
})
afterAll(() => server.close())

function answer(body: unknown, init?: ResponseInit) {
  server.use(
    http.get(`${directory}/projects/v1/origins`, ({ request }) => {
      requests.push(request)
      return HttpResponse.json(body as object, init)
    }),
  )
}

test("reads the project's patterns from /projects/v1/origins with projectId, st and sv", async () => {
  answer({ allowedOrigins: ['https://app.example.com', 'https://*.example.org'] })
  expect(await getAllowedOrigins(context())).toEqual({
    allowedOrigins: ['https://app.example.com', 'https://*.example.org'],
  })
  const url = new URL(requests[0]?.url ?? '')
  expect(url.searchParams.get('projectId')).toBe('project-1')
  expect(url.searchParams.get('st')).toBe('openappkit')
  expect(url.searchParams.has('sv')).toBe(true)
})

test('an answer of the wrong shape is an error, not an empty list', async () => {
  answer({ allowedOrigins: 'https://app.example.com' })
  await expect(getAllowedOrigins(context())).rejects.toBeInstanceOf(InvalidResponseError)
  answer({ origins: [] })
  await expect(getAllowedOrigins(context())).rejects.toBeInstanceOf(InvalidResponseError)
})

test('a non-ok answer is "HTTP status code: N"; with the directory off nothing is asked', async () => {
  answer(
    { status: 'FAILED', reasons: [{ field: 'projectId', description: 'Unknown project' }] },
    { status: 403 },
  )
  const error = await getAllowedOrigins(context()).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(HttpStatusError)
  expect((error as HttpStatusError).shortMessage).toBe('HTTP status code: 403')
  await expect(getAllowedOrigins(context(false))).rejects.toBeInstanceOf(ServiceDisabledError)
  expect(requests).toHaveLength(1)
})
