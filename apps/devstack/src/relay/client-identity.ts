import { authClaims } from './schema.ts'

// What a connecting client says about itself in the URL query: `auth` (a JWT signed with its
// ed25519 key), `projectId`, `ua`. The hosted relay checks the JWT and the project; this one
// accepts any value or none, and keeps only the issuer, which is the client's did:key id and
// feeds its subscription ids.

export interface ClientIdentity {
  /** The JWT's `iss` claim when readable, e.g. did:key:z6Mk…. */
  clientId?: string
  projectId?: string
  userAgent?: string
}

export function identifyClient(requestUrl: string | undefined): ClientIdentity {
  const query = new URL(requestUrl ?? '/', 'ws://relay.invalid').searchParams
  const identity: ClientIdentity = {}
  const clientId = issuerOf(query.get('auth'))
  if (clientId !== undefined) identity.clientId = clientId
  const projectId = query.get('projectId')
  if (projectId) identity.projectId = projectId
  const userAgent = query.get('ua')
  if (userAgent) identity.userAgent = userAgent
  return identity
}

function issuerOf(jwt: string | null): string | undefined {
  const payload = jwt?.split('.')[1]
  if (payload === undefined) return undefined
  try {
    const claims = authClaims.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
    return claims.success ? claims.data.iss : undefined
  } catch {
    return undefined
  }
}
