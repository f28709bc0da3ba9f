import type { Locale } from '@openappkit/core'
import { formatDecimal } from '../shared/intl.ts'

// The buttons draw before any catalogue of the modal's is loaded (an app may have no modal), so
// their few words are here for every locale. Keep them in step with modal/messages/*.ts.
export type ButtonLabels = {
  connect: string
  connecting: string
  wrongNetwork: string
  /** The account button's name for screen readers: what it shows and what it does. */
  account: (shown: string) => string
  /** The network button's name for screen readers. */
  network: (name: string) => string
  noNetwork: string
  /** A decimal amount as the language writes it (the modal's catalogues do the same). */
  amount: (value: string) => string
}

export const buttonLabels: Record<Locale, ButtonLabels> = {
  en: {
    connect: 'Connect wallet',
    connecting: 'Connecting…',
    wrongNetwork: 'Wrong network',
    account: (shown) => `Account ${shown}. Open account`,
    network: (name) => `Network: ${name}. Switch network`,
    noNetwork: 'Choose network',
    amount: (value) => formatDecimal(value, 'en-US'),
  },
  de: {
    connect: 'Wallet verbinden',
    connecting: 'Verbinde…',
    wrongNetwork: 'Falsches Netzwerk',
    account: (shown) => `Konto ${shown}. Konto öffnen`,
    network: (name) => `Netzwerk: ${name}. Netzwerk wechseln`,
    noNetwork: 'Netzwerk wählen',
    amount: (value) => formatDecimal(value, 'de-DE'),
  },
  es: {
    connect: 'Conectar billetera',
    connecting: 'Conectando…',
    wrongNetwork: 'Red incorrecta',
    account: (shown) => `Cuenta ${shown}. Abrir cuenta`,
    network: (name) => `Red: ${name}. Cambiar de red`,
    noNetwork: 'Elegir red',
    amount: (value) => formatDecimal(value, 'es-ES'),
  },
}
