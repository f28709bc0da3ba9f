import type { CreateConnectorFn } from '@wagmi/core'
import { numberToHex } from 'viem'
import { InvalidWalletResponseError } from '../errors/walletErrors.ts'
import { assertAccounts, assertChainId, describe, parseAccounts, parseChainId } from '../utils/validate.ts'

type ConnectorConfig = Parameters<CreateConnectorFn>[0]
type Emitter = ConnectorConfig['emitter']
type Created = ReturnType<CreateConnectorFn>
type Provider = { request?: (arguments_: { method: string }) => Promise<unknown> }

function nameOf(connector: Created | undefined): string {
  try {
    return String(connector?.name ?? 'wallet')
  } catch {
    return 'wallet'
  }
}

function ignored(connector: Created | undefined, what: string, reason: unknown): void {
  const why = reason instanceof Error ? reason.message : `received ${describe(reason)}`
  console.warn(`[openappkit] ignored ${what} from "${nameOf(connector)}": ${why}. Nothing changed.`)
}

/**
 * The emitter a connector reports changes through: a change or connect whose accounts are not
 * addresses, or whose chain is not a safe positive integer, is noted and never reaches wagmi's
 * state (so neither ours). Covers every connector, the app's own included.
 */
function guardEmitter(emitter: Emitter, connector: () => Created | undefined): Emitter {
  const guarded = Object.create(emitter) as Emitter
  guarded.emit = ((event: string, data?: { accounts?: unknown; chainId?: unknown }) => {
    if ((event === 'change' || event === 'connect') && data) {
      const next: Record<string, unknown> = { ...data }
      if (data.accounts !== undefined) {
        const accounts = parseAccounts(data.accounts)
        if (!accounts) return ignored(connector(), `a "${event}" with accounts`, data.accounts)
        next.accounts = accounts
      }
      if (data.chainId !== undefined) {
        const chainId = parseChainId(data.chainId)
        if (chainId === undefined) return ignored(connector(), `a "${event}" with chain`, data.chainId)
        next.chainId = chainId
      }
      return (emitter.emit as (event: string, data: unknown) => void)(event, next)
    }
    return (emitter.emit as (event: string, data?: unknown) => void)(event, data)
  }) as Emitter['emit']
  return guarded
}

/**
 * A connector whose wallet input is validated where it enters: account lists,
 * addresses and chain ids of every form, from answers (`eth_accounts`, `eth_chainId`) and from
 * events (`accountsChanged`, `chainChanged`, `connect`). A bad answer rejects with
 * InvalidWalletResponseError; a bad event is noted in the console and changes nothing. Event
 * handlers run inside the wallet's own emitter, where a throw would be uncaught, so they never
 * throw.
 */
export function guardConnector(fn: CreateConnectorFn): CreateConnectorFn {
  return (config) => {
    let created: Created | undefined
    const guardedConfig = Object.create(config, {
      emitter: { value: guardEmitter(config.emitter, () => created) },
    }) as ConnectorConfig
    const connector = fn(guardedConfig)
    created = connector
    // Its methods as made, before the ones below replace them.
    const original = { ...connector }
    // wagmi's injected connector reads answers with Number() and getAddress(), which turn
    // `0xZZ` into NaN and throw on a non-list; read the wallet's own answer instead.
    const ask = async (self: Created, method: string): Promise<{ answer: unknown } | undefined> => {
      if (connector.type !== 'injected') return undefined
      const provider = (await self.getProvider()) as Provider | undefined
      if (typeof provider?.request !== 'function') return undefined
      return { answer: await provider.request({ method }) }
    }
    const safely = (what: string, run: () => unknown) => {
      try {
        return Promise.resolve(run()).catch((error: unknown) => ignored(created, what, error))
      } catch (error) {
        ignored(created, what, error)
        return undefined
      }
    }

    return Object.assign(connector, {
      async connect(this: Created, parameters?: Parameters<Created['connect']>[0]) {
        try {
          const result = await original.connect.call(this, parameters as never)
          assertChainId(result.chainId)
          return result
        } catch (error) {
          // wagmi's injected connector maps the answer of eth_requestAccounts with `.map`: a
          // non-list is a TypeError there.
          if (connector.type === 'injected' && error instanceof TypeError)
            throw new InvalidWalletResponseError('account list', { cause: error })
          throw error
        }
      },
      async getAccounts(this: Created) {
        const asked = await ask(this, 'eth_accounts')
        return assertAccounts(asked ? asked.answer : await original.getAccounts.call(this))
      },
      async getChainId(this: Created) {
        const asked = await ask(this, 'eth_chainId')
        return assertChainId(asked ? asked.answer : await original.getChainId.call(this))
      },
      onAccountsChanged(this: Created, accounts: unknown) {
        const parsed = parseAccounts(accounts)
        if (!parsed) return ignored(created, '"accountsChanged"', accounts)
        return safely('"accountsChanged"', () => original.onAccountsChanged.call(this, parsed))
      },
      onChainChanged(this: Created, chain: unknown) {
        const chainId = parseChainId(chain)
        if (chainId === undefined) return ignored(created, '"chainChanged"', chain)
        return safely('"chainChanged"', () => original.onChainChanged.call(this, numberToHex(chainId)))
      },
      ...(original.onConnect
        ? {
            onConnect(this: Created, info: unknown) {
              const chainId = parseChainId((info as { chainId?: unknown } | null)?.chainId)
              if (chainId === undefined) return ignored(created, '"connect"', info)
              return safely('"connect"', () =>
                original.onConnect?.call(this, { chainId: numberToHex(chainId) }),
              )
            },
          }
        : {}),
      onDisconnect(this: Created, error?: Error) {
        return safely('"disconnect"', () => original.onDisconnect.call(this, error))
      },
    } as Partial<Created>) as Created
  }
}
