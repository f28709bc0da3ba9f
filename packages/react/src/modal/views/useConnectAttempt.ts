import {
  type AppKit,
  type ChainNamespace,
  cancelConnect,
  isRequestAlreadyPending,
  isUserRejection,
  type WalletItem,
} from '@openappkit/core'
import { atom } from 'jotai/vanilla'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useAppKitAtom } from '../../hooks/useAppKitAtom.ts'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useConnect } from '../../hooks/useConnect.ts'
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
  const appKit = useAppKitInstance('useConnectAttempt')
  const { connectAsync, cancel, walletConnectUri } = useConnect()
  const namespaces = useNamespaceStates(appKit)
  const atStart = useRef<readonly NamespaceState[]>([])
  const namespacesRef = useRef(namespaces)
  namespacesRef.current = namespaces
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
    atStart.current = namespacesRef.current
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
  // (the app is connected), the view names the namespace the wallet asks about now. Both are read
  // from what core's connect does (the accounts it wrote for this wallet, the namespace it is
  // connecting), not from the row clicked: a row clicked before every adapter had discovered the
  // wallet shows fewer namespaces than core connects once they have.
  const before = (ns: ChainNamespace) => atStart.current.find((s) => s.namespace === ns)
  const approved = namespaces
    .filter((s) => s.connected && s.walletId === wallet?.id && !before(s.namespace)?.connected)
    .map((s) => s.namespace)
  // A namespace already connecting when the attempt began is another's (a restore, an earlier click).
  const next =
    state === 'connecting' && approved.length > 0
      ? namespaces.find(
          (s) => s.connecting && !approved.includes(s.namespace) && !before(s.namespace)?.connecting,
        )?.namespace
      : undefined

  return {
    state,
    /** The namespaces approved in this attempt, and the one the wallet is asked about now. */
    progress: next ? { approved, next } : undefined,
    /** Ends the attempt with what the wallet approved so far (the app is connected on those). */
    skip: () => {
      started.current = Number.NaN
      if (wallet) cancel(wallet)
      // The namespace asked now may be one the clicked row did not show (found by a later discovery).
      if (next) cancelConnect(appKit, { namespace: next })
      setConnected(true)
    },
    error,
    retry: () => setAttempt((n) => n + 1),
    walletConnectUri,
  }
}

/** A namespace of the app as core's connects leave it. */
type NamespaceState = {
  namespace: ChainNamespace
  /** Core is connecting it (a connect or a restore waits for its wallet). */
  connecting: boolean
  connected: boolean
  /** The wallet of the list that connected it (its `connectedWalletInfo`). */
  walletId: string | undefined
}

function useNamespaceStates(appKit: AppKit): readonly NamespaceState[] {
  const states = useMemo(() => {
    const field = appKit.atoms.accountField
    const namespaces = Object.keys(appKit.adapters) as ChainNamespace[]
    return atom((get) =>
      namespaces.map(
        (namespace): NamespaceState => ({
          namespace,
          connecting: get(field(namespace, 'status')) === 'connecting',
          connected: Boolean(get(field(namespace, 'address'))),
          walletId: get(field(namespace, 'connectedWalletInfo'))?.identifier,
        }),
      ),
    )
  }, [appKit])
  return useAppKitAtom(appKit, states)
}
