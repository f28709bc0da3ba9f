import { emailLoginMove } from '@openappkit/core/internal'
import { useEffect, useRef } from 'react'
import { useEmailLogin } from '../../hooks/useEmailLogin.ts'
import { useModalState } from '../../hooks/useModalState.ts'
import { useRouter } from '../../hooks/useRouter.ts'
import { useViewAfterConnect } from '../../hooks/useViewAfterConnect.ts'

/**
 * `useEmailLogin()` for the views of the email login, which also follow it: as the login moves on
 * (device verification, the code, connected), the modal goes where core's `emailLoginMove` says.
 * A view that opens on a step already reached stays where it is.
 */
export function useEmailLoginSteps() {
  const login = useEmailLogin()
  const { view } = useModalState()
  const router = useRouter()
  const afterConnect = useViewAfterConnect()
  const previous = useRef(login.step)
  useEffect(() => {
    const move = emailLoginMove({ previous: previous.current, step: login.step, current: view, afterConnect })
    previous.current = login.step
    if (move) router[move.how](move.view)
  }, [login.step, view, afterConnect, router])
  return login
}
