import type { Connection, TransactionInstruction } from '@solana/web3.js'
import { SolanaAdapterError, solanaErrorMessages } from '../errors'
import { loadSplToken, loadWeb3 } from '../rpc/loadSolana'
import type { BuiltTransaction } from './buildSolTransfer'
import { rpcCall } from './rpcCall'
import { toPublicKey } from './toPublicKey'

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
  const [{ Transaction }, spl] = await Promise.all([loadWeb3(), loadSplToken()])
  const from = await toPublicKey(parameters.from, 'from')
  const to = await toPublicKey(parameters.to, 'to')
  const mint = await toPublicKey(parameters.mint, 'token')

  const mintAccount = await rpcCall('getAccountInfo', () => connection.getAccountInfo(mint))
  if (!mintAccount)
    throw new SolanaAdapterError(solanaErrorMessages.tokenNotFound, { details: parameters.mint })
  const programId = mintAccount.owner
  let decimals: number
  try {
    decimals = spl.unpackMint(mint, mintAccount, programId).decimals
  } catch (error) {
    throw new SolanaAdapterError(solanaErrorMessages.tokenNotFound, {
      cause: error,
      details: parameters.mint,
    })
  }

  const source = spl.getAssociatedTokenAddressSync(mint, from, false, programId)
  // The receiver may be a program-derived address (a vault, a multisig), which is off-curve.
  const destination = spl.getAssociatedTokenAddressSync(mint, to, true, programId)
  const [sourceAccount, existing] = await rpcCall('getMultipleAccounts', () =>
    connection.getMultipleAccountsInfo([source, destination]),
  )

  // The chain would refuse the transfer anyway, but only after the user approved it in the
  // wallet: checked here, the user is never asked to sign a send that cannot succeed.
  const held = sourceAccount ? spl.unpackAccount(source, sourceAccount, programId).amount : 0n
  if (held < parameters.amount) {
    throw new SolanaAdapterError(solanaErrorMessages.insufficientTokenBalance, {
      details: `Sending ${parameters.amount} base units of ${parameters.mint}; ${parameters.from} holds ${held}`,
    })
  }
  const instructions: TransactionInstruction[] = []
  if (!existing) {
    // Idempotent: if someone creates the account between our read and this transaction, the
    // transfer still goes through instead of failing on "account already exists".
    instructions.push(
      spl.createAssociatedTokenAccountIdempotentInstruction(from, destination, to, mint, programId),
    )
  }
  instructions.push(
    spl.createTransferCheckedInstruction(
      source,
      mint,
      destination,
      from,
      parameters.amount,
      decimals,
      [],
      programId,
    ),
  )
  const { blockhash, lastValidBlockHeight } = await rpcCall('getLatestBlockhash', () =>
    connection.getLatestBlockhash(),
  )
  const transaction = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
    ...instructions,
  )
  return { transaction, blockhash, lastValidBlockHeight, createsReceiverAccount: !existing }
}
