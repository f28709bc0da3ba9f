import * as z from 'zod/mini'
import { accountTypes } from '../adapters/types'
import type { AppKit } from '../appKit'
import { InvalidParametersError } from '../errors/parameters'
import type { ChainNamespace } from '../networks/types'
import { tokenBalanceSchema } from '../storage/storageSchemas'
import { lazySchema } from '../utils/lazySchema'
import { socialOptions } from '../validators/socialProviders'

// Only the fields other packages (React, the frame client) own the sources of; the address and
// connection fields change through connect, disconnect and adapter events.
const accountPatchSchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    user: z.optional(
      z.object({ email: z.optional(z.nullable(z.string())), username: z.optional(z.string()) }),
    ),
    socialProvider: z.optional(z.enum(socialOptions)),
    preferredAccountType: z.optional(z.enum(accountTypes)),
    smartAccountDeployed: z.optional(z.boolean()),
    profileName: z.optional(z.string()),
    profileImage: z.optional(z.string()),
    addressExplorerUrl: z.optional(z.string()),
    connectedWalletInfo: z.optional(
      z.looseObject({ name: z.string(), icon: z.optional(z.string()), type: z.optional(z.string()) }),
    ),
    farcasterUrl: z.optional(z.string()),
    currentTab: z.optional(z.enum(['tokens', 'nfts', 'activity'])),
    tokenBalance: z.optional(z.array(tokenBalanceSchema())),
  }),
)
export type AccountPatch = z.input<ReturnType<typeof accountPatchSchema>>

/** Updates profile, user and UI fields of an account. Bad input throws and changes nothing. */
export function updateAccount(appKit: AppKit, namespace: ChainNamespace, patch: AccountPatch): void {
  const result = accountPatchSchema().safeParse(patch)
  if (!result.success) throw new InvalidParametersError('updateAccount', z.prettifyError(result.error))
  if (result.data.preferredAccountType) {
    appKit.storage.set('preferredAccountTypes', {
      ...appKit.storage.get('preferredAccountTypes'),
      [namespace]: result.data.preferredAccountType,
    })
  }
  appKit.store.set(appKit.atoms.account(namespace), (current) => ({ ...current, ...(patch as object) }))
}
