import type { Connection } from '@solana/web3.js'
import { SolanaAdapterError, solanaErrorMessages } from '../errors.ts'
import { loadSolana } from '../rpc/loadSolana.ts'
import type { BuiltTransaction } from './buildSolTransfer.ts'
import { rpcCall } from './rpcCall.ts'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  mintDecimals,
  tokenAccountAmount,
  tokenProgramIds,
  transferChecked,
} from './splTokenLayout.ts'
import { toPublicKey } from './toPublicKey.ts'

/**
 * A checked transfer of `amount` base units of `mint` between the owners' associated token
 * accounts. When the receiver has no account for the mint yet, the sender pays to create it
 * in the same transaction, so "send to any address" works as users expect. Token-2022 mints
 * work too: the program is read from the mint's owner.
 */
export async function buildSplTransfer(
  connection: Connection,
  parameters: { from: string; to: string; mint: string; amount: bigint },
): Promise<BuiltTransaction & { createsReceiverAccount: boolean }> {
  const { Transaction } = await loadSolana()
  const from = await toPublicKey(parameters.from, 'from')
  const to = await toPublicKey(parameters.to, 'to')
  const mint = await toPublicKey(parameters.mint, 'token')

  const mintAccount = await rpcCall('getAccountInfo', () => connection.getAccountInfo(mint))
  const programId = mintAccount?.owner
  const decimals = mintAccount ? mintDecimals(mintAccount.data) : undefined
  if (
    !programId ||
    !(tokenProgramIds as readonly string[]).includes(programId.toBase58()) ||
    decimals === undefined
  )
    throw new SolanaAdapterError(solanaErrorMessages.tokenNotFound, { details: parameters.mint })

  const source = await associatedTokenAddress(from, mint, programId)
  // The receiver may be a program-derived address (a vault, a multisig), which is off-curve.
  const destination = await associatedTokenAddress(to, mint, programId)
  const [sourceAccount, existing] = await rpcCall('getMultipleAccounts', () =>
    connection.getMultipleAccountsInfo([source, destination]),
  )

  // The chain would refuse the transfer anyway, but only after the user approved it in the
  // wallet: checked here, the user is never asked to sign a send that cannot succeed.
  const held = (sourceAccount && tokenAccountAmount(sourceAccount.data)) ?? 0n
  if (held < parameters.amount) {
    throw new SolanaAdapterError(solanaErrorMessages.insufficientTokenBalance, {
      details: `Sending ${parameters.amount} base units of ${parameters.mint}; ${parameters.from} holds ${held}`,
    })
  }
  const instructions = [
    // Idempotent: if someone creates the account between our read and this transaction, the
    // transfer still goes through instead of failing on "account already exists".
    ...(existing
      ? []
      : [
          await createAssociatedTokenAccountIdempotent({
            payer: from,
            account: destination,
            owner: to,
            mint,
            programId,
          }),
        ]),
    await transferChecked({
      source,
      mint,
      destination,
      owner: from,
      amount: parameters.amount,
      decimals,
      programId,
    }),
  ]
  const { blockhash, lastValidBlockHeight } = await rpcCall('getLatestBlockhash', () =>
    connection.getLatestBlockhash(),
  )
  const transaction = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
    ...instructions,
  )
  return { transaction, blockhash, lastValidBlockHeight, createsReceiverAccount: !existing }
}
