import { useAppKit } from '../src/exports/index.ts'

let open: () => void = () => {}

/** Rendered inside the provider, it lets a test open the modal as an app's button would. */
export function ModalOpener() {
  const appKit = useAppKit()
  open = () => void appKit.open()
  return null
}

export function openModal() {
  open()
}
