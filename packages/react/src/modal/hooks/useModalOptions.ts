import { useAppKitInstance } from '../../exports/index'

/** The app's options that shape the modal (STOPGAP: read from the instance; no options hook yet). */
export function useModalOptions() {
  return useAppKitInstance('AppKitModal').options
}
