import { approveFarcasterSignIn, farcasterTestAccounts } from '@openappkit/devstack/farcaster'
import { type FormEvent, useState } from 'react'
import { devstackUrls } from '../devstackUrls'

/**
 * The phone as a Farcaster app: paste an app's "Sign in with Farcaster" link, pick one of the
 * devstack's Farcaster test accounts and approve; the sign-in message is signed with that
 * account's custody key and sent to the devstack's Farcaster relay, where the app's frame reads it.
 */
export function FarcasterSignIn() {
  const [link, setLink] = useState('')
  const [fid, setFid] = useState(farcasterTestAccounts[0]?.fid ?? 0)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>()
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const account = farcasterTestAccounts.find((a) => a.fid === fid)
    if (!account) return
    setOutcome(undefined)
    setBusy(true)
    try {
      await approveFarcasterSignIn(devstackUrls.farcasterRelay, link.trim(), account)
      setOutcome({ ok: true, text: `Signed in as @${account.username}` })
      setLink('')
    } catch (cause) {
      setOutcome({ ok: false, text: cause instanceof Error ? cause.message : String(cause) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="phone__pair" onSubmit={submit} aria-labelledby="farcaster-heading">
      <h2 id="farcaster-heading">Farcaster</h2>
      <label htmlFor="farcaster-link">Sign-in link (https://farcaster.xyz/~/siwf…)</label>
      <p className="phone__hint" id="farcaster-link-hint">
        In the app, choose Farcaster and copy the link under the QR code.
      </p>
      <textarea
        id="farcaster-link"
        aria-describedby="farcaster-link-hint"
        rows={3}
        value={link}
        onChange={(event) => setLink(event.target.value)}
        spellCheck={false}
      />
      <label htmlFor="farcaster-account">Farcaster account</label>
      <select id="farcaster-account" value={fid} onChange={(event) => setFid(Number(event.target.value))}>
        {farcasterTestAccounts.map((account) => (
          <option key={account.fid} value={account.fid}>
            @{account.username} (fid {account.fid})
          </option>
        ))}
      </select>
      <button type="submit" className="button" disabled={busy || link.trim() === ''}>
        {busy ? 'Approving…' : 'Approve sign-in'}
      </button>
      {outcome ? (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'phone__status' : 'phone__error'}>
          {outcome.text}
        </p>
      ) : null}
    </form>
  )
}
