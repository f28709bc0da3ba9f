import { badRequest, type Request, type Router } from '../http.ts'
import { unreadableRpcBody } from '../services/rpcProxy.ts'
import type { Bundler } from './bundler.ts'

/** The bundler's JSON-RPC answer to a POST body (an unreadable body gets a JSON-RPC error). */
export async function bundlerReply(bundler: Bundler, req: Request) {
  let body: unknown
  try {
    body = await req.json()
  } catch (error) {
    return unreadableRpcBody(error)
  }
  return { json: await bundler.handle(body) }
}

/** Dev only: a test switches the paymaster's sponsorship off to see a refusal, then on again. */
export function paymasterSwitchRoute(router: Router, bundler: Bundler) {
  router.post('/__devstack/paymaster', async (req) => {
    const body = (await req.json()) as { sponsor?: unknown } | null
    if (typeof body?.sponsor !== 'boolean') throw badRequest('sponsor must be true or false', 'sponsor')
    bundler.setSponsor(body.sponsor)
    return { json: { sponsor: bundler.sponsoring } }
  })
}
