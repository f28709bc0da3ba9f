import {
  type ChainNamespace,
  isRequestAlreadyPending,
  isUserRejection,
  type WalletItem,
} from '@openappkit/core'
import { connectorNamespaces } from '@openappkit/core/internal'
import { useEffect, useRef, useState } from 'react'
import { useConnect } from '../../hooks/useConnect.ts'
import { useConnectedNamespaces } from '../../hooks/useConnectedNamespaces.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { useViewAfterConnect } from '../../hooks/useViewAfterConnect.ts'

/**
 * `connecting`: the wallet was asked. `rejected`: the user said no. `pending`: the wallet still
 * shows an earlier request of this site (the user finishes it there). `failed`: anything else.
 * `notInstalled`: a recent extension that is gone; nothing is asked.
 */
export type ConnectAttemptState = 'connecting' | 'rejected' | 'pending' | 'failed' | 'notInstalled'

/**
 * Starts connecting `wallet` when the view opens and again on retry; once connected the modal
 * goes where core says (Account, or UnsupportedChain on a chain the app did not configure). One
 * request per attempt, even when React runs effects twice in development.
 */
export function useConnectAttempt(wallet: WalletItem | undefined) {
  const { connectAsync, cancel, walletConnectUri } = useConnect()
  const { namespaces: connectedNow } = useConnectedNamespaces()
  const connectedAtStart = useRef<ChainNamespace[]>([])
  const connectedRef = useRef(connectedNow)
  connectedRef.current = connectedNow
  const { reset } = useRouter()
  const nextView = useViewAfterConnect()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<ConnectAttemptState>('connecting')
  const [error, setError] = useState<unknown>()
  const [connected, setConnected] = useState(false)
  const started = useRef(-1)
  const mounted = useRef(true)
  const connect = useRef(connectAsync)
  connect.current = connectAsync

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  useEffect(() => {
    if (!wallet || started.current === attempt) return
    started.current = attempt
    setError(undefined)
    if (wallet.notInstalled) {
      setState('notInstalled')
      return
    }
    setState('connecting')
    connectedAtStart.current = connectedRef.current.map((c) => c.namespace)
    // A retry replaces this attempt (core then rejects it as abandoned): only the latest one speaks.
    const current = () => mounted.current && started.current === attempt
    connect.current(wallet).then(
      () => {
        if (current()) setConnected(true)
      },
      (reason: unknown) => {
        if (!current()) return
        setError(reason)
        setState(
          isUserRejection(reason) ? 'rejected' : isRequestAlreadyPending(reason) ? 'pending' : 'failed',
        )
      },
    )
  }, [wallet, attempt])

  // The wallet still shows an earlier request (from a page loaded before this one): when the
  // user comes back from it (its popup closes, the page has focus again), ask again. Approved,
  // the wallet now answers at once; still waiting, it says so again.
  useEffect(() => {
    if (state !== 'pending' || typeof window === 'undefined') return
    const again = () => setAttempt((n) => n + 1)
    window.addEventListener('focus', again)
    return () => window.removeEventListener('focus', again)
  }, [state])

  // After the connect's state has reached React, so the view is the one for the wallet's network.
  useEffect(() => {
    if (connected) reset(nextView)
  }, [connected, nextView, reset])

  // A wallet on several namespaces is asked on each in turn: once one approved in this attempt
  // (the app is connected), the view names the namespace the wallet asks about now.
  const walletNamespaces = wallet?.connector ? connectorNamespaces(wallet.connector) : []
  const isConnected = (ns: ChainNamespace) => connectedNow.some((c) => c.namespace === ns)
  const approved = walletNamespaces.filter((ns) => isConnected(ns) && !connectedAtStart.current.includes(ns))
  const next =
    state === 'connecting' && approved.length > 0
      ? walletNamespaces.find((ns) => !isConnected(ns))
      : undefined

  return {
    state,
    /** The namespaces approved in this attempt, and the one the wallet is asked about now. */
    progress: next ? { approved, next } : undefined,
    /** Ends the attempt with what the wallet approved so far (the app is connected on those). */
    skip: () => {
      started.current = Number.NaN
      if (wallet) cancel(wallet)
      setConnected(true)
    },
    error,
    retry: () => setAttempt((n) => n + 1),
    walletConnectUri,
  }
}
