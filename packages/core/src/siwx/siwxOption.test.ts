import { describe, expect, test } from 'vitest'
import { createAppKit } from '../createAppKit.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import { defaultSiwx } from './defaultSiwx.ts'
import { getSiwxState } from './getSiwxState.ts'
import { serverSiwx } from './serverSiwx.ts'

const create = (options: Record<string, unknown>) =>
  createAppKit({ projectId: 'p', storage: createMemoryStorage(), ...options } as Parameters<
    typeof createAppKit
  >[0])

describe('the siwx option', () => {
  test('with siweConfig it throws at createAppKit', () => {
    expect(() => create({ siweConfig: {}, siwx: defaultSiwx() })).toThrow(
      'Cannot set both siweConfig and siwx options',
    )
  })

  test('siweConfig alone is refused, not ignored', () => {
    expect(() => create({ siweConfig: { getNonce: () => 'x' } })).toThrow('siweConfig is not supported')
  })

  test.each([
    [{ createMessage: () => {} }, 'missing methods: addSession, revokeSession, setSessions, getSessions'],
    ['yes', 'Not a SiwxConfig'],
    [
      { ...defaultSiwx()({ storage: undefined as never, clock: undefined as never }), getRequired: true },
      'siwx.getRequired',
    ],
  ])('a config that is not one is refused: %o', (siwx, message) => {
    expect(() => create({ siwx })).toThrow(message)
  })

  test('a factory (defaultSiwx, serverSiwx) or a config object is taken; required is read from it', () => {
    expect(getSiwxState(create({ siwx: defaultSiwx() }))).toMatchObject({
      status: 'disconnected',
      required: false,
    })
    expect(
      getSiwxState(create({ siwx: serverSiwx({ url: 'http://127.0.0.1:1', required: true }) })).required,
    ).toBe(true)
    const config = defaultSiwx({ required: true })({ storage: undefined as never, clock: undefined as never })
    expect(getSiwxState(create({ siwx: config })).required).toBe(true)
    expect(getSiwxState(create({})).status).toBe('disabled')
  })
})
