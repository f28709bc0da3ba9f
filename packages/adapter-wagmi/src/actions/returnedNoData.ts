/**
 * What a call to a token address without a contract gets: an empty answer. Worded as viem's
 * AbiDecodingZeroDataError was (README, "Sends, batches and gas estimates are raw requests").
 */
export function returnedNoData(functionName: string): Error {
  return new Error(`The contract function "${functionName}" returned no data ("0x").`)
}
