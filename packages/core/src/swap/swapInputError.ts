import { defineMessageError } from '../errors/defineMessageError.ts'

/** Our sentences for a swap form that cannot go out as it stands (the spec has none). */
export const swapInputErrorMessages = {
  notConnected: 'Connect a wallet to swap',
  chooseTokens: 'Choose the tokens to swap',
  sameToken: 'Choose two different tokens',
  wrongNetwork: 'This token is on another network',
  invalidAmount: 'Enter an amount',
  insufficientBalance: 'Insufficient balance',
  noQuote: 'No quote for this swap',
  cannotSend: 'This wallet cannot send swap transactions',
  invalidAnswer: 'The wallet did not answer with a transaction id',
  batchFailed: 'The approval and the swap did not go through',
  approvalNotSeen: 'The approval has not reached the swap service yet: try again',
} as const

export const SwapInputError = defineMessageError('SwapInputError', swapInputErrorMessages)
export type SwapInputError = InstanceType<typeof SwapInputError>
