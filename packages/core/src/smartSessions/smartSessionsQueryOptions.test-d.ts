import { QueryClient, QueryObserver } from '@tanstack/query-core'
import { expectTypeOf, test } from 'vitest'
import type { AppKit } from '../appKit.ts'
import type { SessionsResponse } from '../exports/api.ts'
import { smartSessionsQueryOptions } from '../exports/query.ts'

type Sessions = SessionsResponse['pcis']

declare const appKit: AppKit
const options = smartSessionsQueryOptions(appKit, {
  caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
})

test('the key holds the account and the function resolves its sessions', () => {
  expectTypeOf(options.queryKey).toEqualTypeOf<
    readonly ['openappkit', 'smartSessions', { caipAddress: string | undefined }]
  >()
  expectTypeOf(options.queryFn).returns.resolves.toEqualTypeOf<Sessions>()
})

test('query-core infers the sessions from the options', () => {
  const client = new QueryClient()
  expectTypeOf(client.fetchQuery(options)).resolves.toEqualTypeOf<Sessions>()
  expectTypeOf(new QueryObserver(client, options).getCurrentResult().data).toEqualTypeOf<
    Sessions | undefined
  >()
})
