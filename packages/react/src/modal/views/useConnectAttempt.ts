import { useEffect, useRef, useState } from 'react'
import { useRouter, useWallets, type WalletItem } from '../../exports/index'
import { isUserRejection } from './walletRoute'

export type ConnectAttemptState = 'connecting' | 'rejected' | 'failed'

/**
 * Starts connecting `wallet` when the view opens and again on retry; on success the modal shows
 * the account. One request per attempt, even when React runs effects twice in development.
 */
export function useConnectAttempt(wallet: WalletItem | undefined) {
  const list = useWallets()
  const { reset } = useRouter()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<ConnectAttemptState>('connecting')
  const [error, setError] = useState<unknown>()
  const started = useRef(-1)
  const mounted = useRef(true)
  const connectAsync = useRef(list.connectAsync)
  connectAsync.current = list.connectAsync

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  useEffect(() => {
    if (!wallet || started.current === attempt) return
    started.current = attempt
    setState('connecting')
    setError(undefined)
    connectAsync.current(wallet).then(
      () => {
        if (mounted.current) reset('Account')
      },
      (reason: unknown) => {
        if (!mounted.current) return
        setError(reason)
        setState(isUserRejection(reason) ? 'rejected' : 'failed')
      },
    )
  }, [wallet, attempt, reset])

  return {
    state,
    error,
    retry: () => setAttempt((n) => n + 1),
    walletConnectUri: list.walletConnectUri,
    wallets: list.wallets,
  }
}
