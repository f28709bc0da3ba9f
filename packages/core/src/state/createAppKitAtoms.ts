import { type Atom, atom, type PrimitiveAtom } from 'jotai/vanilla'
import type { AccountType, Connector } from '../adapters/types.ts'
import type { CaipNetwork, ChainNamespace } from '../networks/types.ts'
import type { TransactionStep } from '../router/transactionStep.ts'
import { initialHistory } from '../router/viewStack.ts'
import {
  type AccountState,
  initialAccountState,
  initialSendState,
  initialSwapState,
  initialToastState,
  type ModalState,
  type RouterState,
  type SendState,
  type SwapState,
  type ThemeState,
  type ToastState,
} from './types.ts'

export type AppKitAtoms = ReturnType<typeof createAppKitAtoms>

/**
 * The atoms of one AppKit instance. Created per instance (not at module level), so two
 * instances share neither values nor atom identities. Field atoms are derived, so a reader of
 * `address` is not notified when `balance` changes.
 */
export function createAppKitAtoms(parameters: {
  defaultAccountTypes: Record<ChainNamespace, AccountType>
  theme: ThemeState
  smartAccountEnabledNetworks?: readonly string[]
}) {
  const accounts = new Map<ChainNamespace, PrimitiveAtom<AccountState>>()
  const fields = new Map<string, Atom<unknown>>()

  const account = (namespace: ChainNamespace): PrimitiveAtom<AccountState> => {
    let value = accounts.get(namespace)
    if (!value) {
      value = atom(initialAccountState(parameters.defaultAccountTypes[namespace]))
      accounts.set(namespace, value)
    }
    return value
  }

  const accountField = <K extends keyof AccountState>(
    namespace: ChainNamespace,
    field: K,
  ): Atom<AccountState[K]> => {
    const key = `${namespace}/${field}`
    let value = fields.get(key) as Atom<AccountState[K]> | undefined
    if (!value) {
      value = atom((get) => get(account(namespace))[field])
      fields.set(key, value)
    }
    return value
  }

  const activeNamespace = atom<ChainNamespace | undefined>(undefined)
  const activeCaipNetwork = atom<CaipNetwork | undefined>(undefined)
  const modalOpen = atom(false)
  const router = atom<RouterState>({ history: initialHistory, data: undefined })
  const transactionStack = atom<readonly TransactionStep[]>([])
  const shake = atom(false)
  const modal = atom<ModalState>((get) => {
    const { history, data } = get(router)
    return {
      open: get(modalOpen),
      view: history.at(-1) ?? 'Connect',
      history,
      data,
      transactionStack: get(transactionStack),
      shake: get(shake),
    }
  })

  return {
    account,
    accountField,
    /** The namespaces with account state so far. */
    accountNamespaces: () => [...accounts.keys()],
    activeNamespace,
    activeCaipNetwork,
    modalOpen,
    router,
    transactionStack,
    shake,
    modal,
    send: atom<SendState>(initialSendState),
    swap: atom<SwapState>(initialSwapState),
    toast: atom<ToastState>(initialToastState),
    theme: atom<ThemeState>(parameters.theme),
    /** The pairing URI of a WalletConnect connect in progress, for an app's own QR code. */
    walletConnectUri: atom<string | undefined>(undefined),
    /** The EVM chain ids where the embedded wallet has a smart account (as stored: strings). */
    smartAccountEnabledNetworks: atom<readonly string[]>(parameters.smartAccountEnabledNetworks ?? []),
    /** True while an adapter has not yet listed the wallets the page had (`whenDiscovered`). */
    discovering: atom(false),
    /** Every adapter's connectors, as last reported, by namespace. */
    connectors: atom<Readonly<Partial<Record<ChainNamespace, readonly Connector[]>>>>({}),
  }
}
