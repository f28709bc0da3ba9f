import { describe, expect, test } from 'vitest'
import { createMemoryStorage, createStorage } from '../storage/createStorage.ts'
import { systemClock } from '../timing/clock.ts'
import { serverSiwx } from './serverSiwx.ts'

// What the app's server answers is input like any other: a garbage answer is an error, never a
// nonce or a session. (The real exchange is tested against the devstack's stand-in.)
const configAnswering = (status: number, body: string) =>
  serverSiwx({
    url: 'http://127.0.0.1:1/api/',
    domain: 'app.example',
    uri: 'https://app.example',
    fetch: async () => new Response(body, { status }),
  })({ storage: createStorage({ storage: createMemoryStorage() }), clock: systemClock })

const account = { accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'eip155:1' } as const

describe('serverSiwx reads its server defensively', () => {
  test.each([
    ['not JSON', 200, '<html>', 'not JSON'],
    ['a number for a nonce', 200, '{"nonce":5}', 'unexpected shape'],
    [
      'a nonce with a newline (it would forge a field)',
      200,
      '{"nonce":"abcdefgh\\nURI: x"}',
      'unexpected shape',
    ],
    ['an error status', 503, '{"reasons":[{"description":"down"}]}', 'HTTP status code: 503'],
  ])('createMessage with %s rejects', async (_, status, body, message) => {
    await expect(configAnswering(status, body).createMessage(account)).rejects.toThrow(message)
  })

  test('a session answer that is not a session rejects; null is none', async () => {
    await expect(
      configAnswering(200, '{"session":{"data":{},"message":"x","signature":"y"}}').getSessions(
        'eip155:1',
        account.accountAddress,
      ),
    ).rejects.toThrow('unexpected shape')
    expect(
      await configAnswering(200, '{"session":null}').getSessions('eip155:1', account.accountAddress),
    ).toEqual([])
  })

  test('a refusal carries the server’s reason', async () => {
    const config = configAnswering(
      401,
      '{"status":"FAILED","reasons":[{"field":"nonce","description":"used nonce"}]}',
    )
    await expect(config.addSession({ data: {} as never, message: 'm', signature: 's' })).rejects.toThrow(
      /The sign-in was refused by the server[\s\S]*used nonce/,
    )
  })

  test('the nonce asked of the server is the one in the message', async () => {
    const config = configAnswering(200, '{"nonce":"fromTheServer42"}')
    const { data, message } = await config.createMessage(account)
    expect(data.nonce).toBe('fromTheServer42')
    expect(message).toContain('\nNonce: fromTheServer42\n')
  })

  test('setSessions refuses sessions (their nonces are spent) and sends nothing; [] signs out of all', async () => {
    const asked: { path: string; body: unknown }[] = []
    const config = serverSiwx({
      url: 'http://127.0.0.1:1/api',
      fetch: async (input, init) => {
        asked.push({ path: new URL(String(input)).pathname, body: JSON.parse(String(init?.body)) })
        return new Response('{"signedOut":true}', { status: 200 })
      },
    })({ storage: createStorage({ storage: createMemoryStorage() }), clock: systemClock })
    const session = { data: {} as never, message: 'm', signature: 's' }
    await expect(config.setSessions([session])).rejects.toThrow(
      /serverSiwx cannot set sessions[\s\S]*nonce it issued/,
    )
    expect(asked).toEqual([])
    await config.setSessions([])
    expect(asked).toEqual([{ path: '/api/signout', body: {} }])
  })
})
