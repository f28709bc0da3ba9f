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
  fr: {
    connect: 'Connecter un wallet',
    connecting: 'Connexion…',
    wrongNetwork: 'Mauvais réseau',
    account: (shown) => `Compte ${shown}. Ouvrir le compte`,
    network: (name) => `Réseau\u00a0: ${name}. Changer de réseau`,
    noNetwork: 'Choisir un réseau',
    amount: (value) => formatDecimal(value, 'fr-FR'),
  },
  it: {
    connect: 'Connetti wallet',
    connecting: 'Connessione…',
    wrongNetwork: 'Rete errata',
    account: (shown) => `Account ${shown}. Apri l’account`,
    network: (name) => `Rete: ${name}. Cambia rete`,
    noNetwork: 'Scegli la rete',
    amount: (value) => formatDecimal(value, 'it-IT'),
  },
  'pt-BR': {
    connect: 'Conectar carteira',
    connecting: 'Conectando…',
    wrongNetwork: 'Rede incorreta',
    account: (shown) => `Conta ${shown}. Abrir conta`,
    network: (name) => `Rede: ${name}. Trocar de rede`,
    noNetwork: 'Escolher rede',
    amount: (value) => formatDecimal(value, 'pt-BR'),
  },
  nl: {
    connect: 'Wallet koppelen',
    connecting: 'Koppelen…',
    wrongNetwork: 'Verkeerd netwerk',
    account: (shown) => `Account ${shown}. Account openen`,
    network: (name) => `Netwerk: ${name}. Ander netwerk kiezen`,
    noNetwork: 'Netwerk kiezen',
    amount: (value) => formatDecimal(value, 'nl-NL'),
  },
  tr: {
    connect: 'Cüzdan bağla',
    connecting: 'Bağlanıyor…',
    wrongNetwork: 'Yanlış ağ',
    account: (shown) => `Hesap ${shown}. Hesabı aç`,
    network: (name) => `Ağ: ${name}. Ağı değiştir`,
    noNetwork: 'Ağ seç',
    amount: (value) => formatDecimal(value, 'tr-TR'),
  },
  ar: {
    connect: 'ربط المحفظة',
    connecting: 'جارٍ الربط…',
    wrongNetwork: 'شبكة غير صحيحة',
    account: (shown) => `الحساب ${shown}. فتح الحساب`,
    network: (name) => `الشبكة: ${name}. تبديل الشبكة`,
    noNetwork: 'اختر الشبكة',
    amount: (value) => formatDecimal(value, 'ar-u-nu-latn'),
  },
  ja: {
    connect: 'ウォレットを接続',
    connecting: '接続中…',
    wrongNetwork: 'ネットワークが違います',
    account: (shown) => `アカウント ${shown}。アカウントを開く`,
    network: (name) => `ネットワーク: ${name}。ネットワークを切り替える`,
    noNetwork: 'ネットワークを選択',
    amount: (value) => formatDecimal(value, 'ja-JP'),
  },
  ko: {
    connect: '지갑 연결',
    connecting: '연결 중…',
    wrongNetwork: '잘못된 네트워크',
    account: (shown) => `계정 ${shown}. 계정 열기`,
    network: (name) => `네트워크: ${name}. 네트워크 전환`,
    noNetwork: '네트워크 선택',
    amount: (value) => formatDecimal(value, 'ko-KR'),
  },
  'zh-CN': {
    connect: '连接钱包',
    connecting: '正在连接…',
    wrongNetwork: '网络错误',
    account: (shown) => `账户 ${shown}。打开账户`,
    network: (name) => `网络：${name}。切换网络`,
    noNetwork: '选择网络',
    amount: (value) => formatDecimal(value, 'zh-CN'),
  },
}
