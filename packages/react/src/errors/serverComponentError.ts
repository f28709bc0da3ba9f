import { BaseError } from '@openappkit/core'

/**
 * `@openappkit/react` was evaluated by React Server Components (React without `createContext`):
 * the app's providers file lacks its `'use client'` line. Thrown at import, so the page fails at
 * once with the fix instead of hanging the build.
 */
export class ServerComponentError extends BaseError {
  override name = 'ServerComponentError'
  static override readonly docsPath = '/errors#servercomponenterror'
  constructor() {
    super("@openappkit/react was imported by a Server Component: add 'use client' to your providers file", {
      details:
        "The file that calls createAppKit and renders <AppKitProvider> (in Next.js usually app/providers.tsx) must start with 'use client'; render it from your layout. The provider and the hooks hold state, so they run on the client.",
    })
  }
}
