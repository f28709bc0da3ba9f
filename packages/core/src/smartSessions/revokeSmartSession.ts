import { getAccount } from '../actions/getAccount.ts'
import type { AppKit } from '../appKit.ts'
import { AdapterNotFoundError } from '../errors/config.ts'
import { InvalidParametersError } from '../errors/parameters.ts'
import { queryKeys } from '../queries/queryKeys.ts'
import { restClient } from '../rest/restClient.ts'

export type RevokeSmartSessionParameters = { pci: string }

/**
 * Revokes one smart session of the connected EVM account: the wallet signs the pci
 * (personal_sign), the data service checks that signature, and the account's list is read
 * again. A wallet refusal rejects with its `UserRejectedRequestError` and revokes nothing.
 */
export async function revokeSmartSession(appKit: AppKit, parameters: RevokeSmartSessionParameters) {
  if (!appKit.options.features.smartSessions)
    throw new InvalidParametersError('revokeSmartSession', 'The smartSessions feature is off')
  if (typeof parameters?.pci !== 'string' || parameters.pci === '')
    throw new InvalidParametersError('revokeSmartSession', 'pci must be a non-empty string')
  const { address, caipAddress } = getAccount(appKit, { namespace: 'eip155' })
  if (!address || !caipAddress)
    throw new InvalidParametersError('revokeSmartSession', 'No EVM account is connected')
  const adapter = appKit.adapters.eip155
  if (!adapter) throw new AdapterNotFoundError('eip155')
  const signature = await adapter.signMessage({ address, message: parameters.pci })
  await (await restClient()).postRevokeSmartSession(appKit, { caipAddress, pci: parameters.pci, signature })
  await appKit.queryClient.invalidateQueries({
    queryKey: queryKeys.smartSessions({ caipAddress }),
    refetchType: 'all',
  })
}
