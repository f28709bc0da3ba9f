import { BaseError, NamespaceNotApprovedError } from '@openappkit/core'
import { call } from '@wagmi/core'
import {
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  hexToBigInt,
  numberToHex,
  stringToHex,
} from 'viem'
import { shouldAddChain } from '../errors/addChainErrorCodes'
import { errorCode, isUserRejection, toWalletError } from '../errors/toWalletError'
import {
  ChainNotSupportedError,
  InvalidWalletResponseError,
  NotConnectedError,
  UserRejectedRequestError,
  WalletOnOtherNetworkError,
} from '../errors/walletErrors'
import { addEthereumChainParameter } from '../networks/addEthereumChainParameter'
import { evmChainId } from '../networks/toViemChain'
import { erc20Abi, usdtTransferAbi } from '../tokens/erc20Abi'
import { isUsdtStyleToken } from '../tokens/isUsdtStyleToken'
import { assertAddress, assertSignature, assertTransactionHash, parseChainId } from '../utils/validate'

// What the actions loaded on use (lazyActions.ts) take from @wagmi/core, viem, core and the
// adapter's own load-path modules, handed to them as one object when they load rather than
// imported by them. Why: an app's esbuild places a file by the set of entries whose static
// imports reach it, and every import() is an entry. viem's and @wagmi/core's files are reached
// from the app's entry anyway (their index re-exports every module), so the actions' viem and
// wagmi code stays in the first chunks whatever we do; an actions module importing them only
// cut the entry chunk in two, and the extra chunk cost as much gzip as the actions moved out
// (README, "Loaded on use"). Importing nothing, it reaches nothing and splits nothing.
export const actionKit = {
  addEthereumChainParameter,
  assertAddress,
  assertSignature,
  assertTransactionHash,
  BaseError,
  call,
  ChainNotSupportedError,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  errorCode,
  evmChainId,
  getAddress,
  hexToBigInt,
  InvalidWalletResponseError,
  isUsdtStyleToken,
  isUserRejection,

  NamespaceNotApprovedError,
  NotConnectedError,
  numberToHex,
  parseChainId,
  shouldAddChain,
  stringToHex,
  toWalletError,
  usdtTransferAbi,
  UserRejectedRequestError,
  WalletOnOtherNetworkError,
}

export type ActionKit = typeof actionKit
