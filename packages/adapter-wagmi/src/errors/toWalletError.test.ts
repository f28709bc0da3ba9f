import { BaseError, RequestAlreadyPendingError, UserRejectedRequestError } from '@openappkit/core'
import { walletErrorCode as errorCode } from '@openappkit/core/internal'
import { ConnectorNotConnectedError } from '@wagmi/core'
import {
  InternalRpcError,
  InvalidAddressError,
  ProviderRpcError,
  RpcRequestError,
  UserRejectedRequestError as ViemUserRejectedRequestError,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { shouldAddChain } from './addChainErrorCodes.ts'
import { toWalletError } from './toWalletError.ts'
import { UserRejectedRequestError as AdapterUserRejectedRequestError } from './walletErrors.ts'

describe('wallet errors', () => {
  test('finds the code where wallets and wrappers put it', () => {
    expect(errorCode({ code: 4902 })).toBe(4902)
    expect(errorCode({ data: { originalError: { code: 4902 } } })).toBe(4902)
    expect(errorCode(new Error('outer', { cause: { code: -32603 } }))).toBe(-32603)
    expect(errorCode(new Error('no code'))).toBeUndefined()
  })

  test('4902, 5000 and 32603 (either sign) lead to adding the chain; others do not', () => {
    expect([4902, 5000, 32603, -32603].map((code) => shouldAddChain({ code }))).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect([4001, -32602, 4100].map((code) => shouldAddChain({ code }))).toEqual([false, false, false])
  })

  test('a bad address and anything else get their own message; ours pass through', () => {
    const bad = Object.assign(new Error('Address "0x1" is invalid.'), { name: 'InvalidAddressError' })
    expect(toWalletError(bad, 'connect').shortMessage).toBe('The wallet answered with an invalid address')
    const other = toWalletError(new Error('boom'), 'sign the message')
    expect(other.shortMessage).toBe('The wallet could not sign the message')
    expect(other.details).toBe('boom')
    // A wallet rejecting with a plain { code, message } object, as WalletConnect's answers do.
    const plain = toWalletError({ code: -32000, message: 'insufficient funds for gas' }, 'send the transfer')
    expect(plain).toMatchObject({
      shortMessage: 'The wallet could not send the transfer',
      details: 'insufficient funds for gas',
    })
    const ours = new BaseError('Mine')
    expect(toWalletError(ours, 'x')).toBe(ours)
  })
})

describe('the message of a wrapped viem error', () => {
  // viem's own message repeats its details and adds its version (and, for RPC errors, the URL
  // with its API key); ours says each thing once and keeps viem's error as cause, for logs.
  test('a refusal: our sentence, the wallet’s words once, our docs', () => {
    const viemError = new ViemUserRejectedRequestError(new Error('User rejected the request.'))
    const error = toWalletError(viemError, 'sign the message')
    expect(error.message).toBe(
      'The request was rejected in the wallet\n\nDetails: User rejected the request.\nDocs: /errors#userrejectedrequesterror',
    )
    expect(error.cause).toBe(viemError)
  })

  test('an invalid address: viem’s short sentence only', () => {
    const viemError = new InvalidAddressError({ address: '0x1' })
    expect(toWalletError(viemError, 'connect').message).toBe(
      'The wallet answered with an invalid address\n\nDetails: Address "0x1" is invalid.\nDocs: /errors#invalidwalletresponseerror',
    )
  })

  test('a failed request: what the node said, never the RPC URL or viem’s version', () => {
    const viemError = new InternalRpcError(
      new RpcRequestError({
        body: { method: 'eth_sendTransaction' },
        url: 'https://rpc.example/secret-key',
        error: { code: -32603, message: 'insufficient funds for gas * price + value' },
      }),
    )
    const error = toWalletError(viemError, 'send the transfer')
    expect(error.message).toBe(
      'The wallet could not send the transfer\n\nDetails: insufficient funds for gas * price + value\nDocs: /errors#walletrequesterror',
    )
    expect(error.cause).toBe(viemError)
  })
})

describe('every way an EVM wallet refuses becomes core’s UserRejectedRequestError', () => {
  const refusals: [string, unknown][] = [
    ['EIP-1193 4001', Object.assign(new Error('nope'), { code: 4001 })],
    ['viem’s ProviderRpcError 4001', new ProviderRpcError(new Error('x'), { code: 4001, shortMessage: 'x' })],
    ['WalletConnect’s user-rejected (5000)', { code: 5000, message: 'User rejected.' }],
    ['WalletConnect 5000 with no words', { code: 5000, message: '' }],
    ['viem’s UserRejectedRequestError', new ViemUserRejectedRequestError(new Error('denied'))],
    [
      'viem’s class deep in wagmi’s chain',
      new Error('Connector failed', {
        cause: new Error('middle', { cause: new ViemUserRejectedRequestError(new Error('x')) }),
      }),
    ],
    ['MetaMask Mobile’s nested code', { code: -32603, data: { originalError: { code: 4001 } } }],
    ['only the words: User rejected the request', new Error('User rejected the request.')],
    ['only the words: User denied', new Error('MetaMask Tx Signature: User denied transaction signature.')],
    ['only the words: rejected by user', new Error('Request rejected by user')],
  ]
  for (const [form, error] of refusals) {
    test(form, () => {
      const mapped = toWalletError(error, 'connect')
      expect(mapped).toBeInstanceOf(UserRejectedRequestError)
      expect(mapped.shortMessage).toBe('The request was rejected in the wallet')
      expect(mapped.cause).toBe(error)
    })
  }

  test('the adapter’s own export is core’s class', () => {
    expect(AdapterUserRejectedRequestError).toBe(UserRejectedRequestError)
  })

  test('-32002 "already pending" is its own type, not a failure and not a refusal', () => {
    const error = new ProviderRpcError(
      new Error("Request of type 'wallet_requestPermissions' already pending"),
      {
        code: -32002,
        shortMessage: 'already pending',
      },
    )
    const mapped = toWalletError(error, 'connect')
    expect(mapped).toBeInstanceOf(RequestAlreadyPendingError)
    expect(mapped.cause).toBe(error)
    expect(
      toWalletError(
        { code: -32002, message: 'Already processing eth_requestAccounts. Please wait.' },
        'connect',
      ),
    ).toBeInstanceOf(RequestAlreadyPendingError)
  })

  test('other failures are not refusals', () => {
    expect(toWalletError(new ConnectorNotConnectedError(), 'sign the message')).not.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(toWalletError({ code: 4100, message: 'Unauthorized' }, 'connect')).not.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(toWalletError(new Error('execution reverted'), 'send')).not.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
})
