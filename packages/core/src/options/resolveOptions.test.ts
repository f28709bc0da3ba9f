import { describe, expect, test } from 'vitest'
import { mock } from '../adapters/mock.ts'
import { mainnet, polygon, sepolia } from '../networks/evmNetworks.ts'
import { solana } from '../networks/solanaNetworks.ts'
import type { CaipNetwork } from '../networks/types.ts'
import { defaultSiwx } from '../siwx/defaultSiwx.ts'
import { getConnectMethodsOrder } from './defaults.ts'
import { resolveOptions } from './resolveOptions.ts'

describe('resolveOptions defaults', () => {
  const options = resolveOptions({ projectId: 'p1' })

  test('features on and off', () => {
    expect(options.features).toMatchObject({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      emailShowWallets: true,
      history: true,
      analytics: true,
      allWallets: 'SHOW',
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
    })
  })

  test('socials, connector order and wallet feature order', () => {
    expect(options.features.socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(options.features.connectorTypeOrder).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(options.features.walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(options.features.connectMethodsOrder).toBeUndefined()
  })

  test('theme, account types, default chain, flags', () => {
    expect(options.themeMode).toBe('light')
    expect(options.themeVariables).toEqual({
      modalWidth: '360px',
      baseFontSize: '10px',
      borderRadius: '4px',
      zIndex: 999,
    })
    expect(options.defaultAccountTypes).toMatchObject({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    })
    expect(options.defaultNetwork).toBe(mainnet)
    expect(options.networks).toEqual([mainnet])
    expect(options).toMatchObject({
      allowUnsupportedChain: false,
      enableNetworkSwitch: true,
      enableEmbedded: false,
      disableAppend: false,
      featuredWalletIds: [],
      includeWalletIds: [],
      excludeWalletIds: [],
      customWallets: [],
    })
  })

  test('every service on by default', () => {
    expect(Object.values(options.services).every((url) => typeof url === 'string')).toBe(true)
  })
})

describe('resolveOptions overrides', () => {
  test('partial features keep the other defaults', () => {
    const { features } = resolveOptions({ features: { swaps: false, history: false, socials: false } })
    expect(features).toMatchObject({ swaps: false, history: false, send: true, pay: false, socials: false })
  })

  test('a service can be switched off, others keep their default', () => {
    const { services } = resolveOptions({
      services: { analytics: false, blockchainApi: 'http://127.0.0.1:8545' },
    })
    expect(services.analytics).toBe(false)
    expect(services.blockchainApi).toBe('http://127.0.0.1:8545')
    expect(typeof services.walletDirectory).toBe('string')
  })

  test('networks come from the adapters; chain 1 is the default when present', () => {
    const options = resolveOptions({ adapters: [mock(), mock({ namespace: 'solana' })] })
    expect(options.networks.map((n) => n.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:11155111',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ])
    expect(options.defaultNetwork).toBe(mainnet)
  })

  test('chain 1 is the default wherever it is listed', () => {
    expect(resolveOptions({ networks: [polygon, mainnet] }).defaultNetwork).toBe(mainnet)
    expect(resolveOptions({ networks: [solana, sepolia, mainnet] }).defaultNetwork).toBe(mainnet)
  })

  test('without chain 1 the first network is the default; an explicit one wins', () => {
    expect(resolveOptions({ networks: [polygon, sepolia] }).defaultNetwork).toBe(polygon)
    expect(resolveOptions({ networks: [polygon, sepolia], defaultNetwork: sepolia }).defaultNetwork).toBe(
      sepolia,
    )
    expect(resolveOptions({ networks: [solana] }).defaultNetwork).toBe(solana)
  })

  test('walletConnect without adapters: the session gives the adapter of each namespace of the networks', () => {
    const asked: [string, string[]][] = []
    const walletConnect = {
      adapterFor: (namespace: string, networks: readonly CaipNetwork[]) => {
        asked.push([namespace, networks.map((n) => n.caipNetworkId)])
        return namespace === 'eip155' ? mock({ networks }) : undefined
      },
    }
    const options = resolveOptions({ networks: [sepolia, polygon], walletConnect })
    expect(asked).toEqual([['eip155', ['eip155:11155111', 'eip155:137']]])
    expect(options.adapters.map((a) => a.namespace)).toEqual(['eip155'])
    // A network the session has no adapter for, or adapters beside it, are refused.
    expect(() => resolveOptions({ networks: [sepolia, solana], walletConnect })).toThrow(
      'The WalletConnect session has no adapter for solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(() => resolveOptions({ adapters: [mock()], walletConnect })).toThrow(
      'walletConnect is for apps without adapters',
    )
    expect(() => resolveOptions({ walletConnect: {} as never })).toThrow('adapterFor')
  })

  test('default account types merge per namespace', () => {
    expect(resolveOptions({ defaultAccountTypes: { eip155: 'eoa' } }).defaultAccountTypes.eip155).toBe('eoa')
  })

  test('an empty project id counts as missing', () => {
    expect(resolveOptions({ projectId: '  ' }).projectId).toBeUndefined()
  })
})

describe('feature switches without a flow are refused, naming the option (README "Feature switches")', () => {
  const refused = (options: Parameters<typeof resolveOptions>[0], path: string, sentence: string) =>
    expect(() => resolveOptions(options)).toThrowError(
      expect.objectContaining({ details: `✖ ${sentence}\n  → at ${path}` }),
    )

  test('pay: off by default, on when asked', () => {
    expect(resolveOptions({}).features.pay).toBe(false)
    expect(resolveOptions({ features: { pay: true } }).features.pay).toBe(true)
  })

  test("socials: a list in the app's order, false, [] and the default list", () => {
    expect(resolveOptions({ features: { socials: ['github', 'google'] } }).features.socials).toEqual([
      'github',
      'google',
    ])
    expect(resolveOptions({ features: { socials: false } }).features.socials).toBe(false)
    expect(resolveOptions({ features: { socials: [] } }).features.socials).toEqual([])
    expect(resolveOptions({}).features.socials).toHaveLength(7)
  })

  test('the legal checkbox needs the terms or the privacy policy, as http(s) URLs', () => {
    refused(
      { features: { legalCheckbox: true } },
      'features.legalCheckbox',
      'features.legalCheckbox needs termsConditionsUrl or privacyPolicyUrl: the box is ticked to agree to them',
    )
    refused(
      { features: { legalCheckbox: true }, termsConditionsUrl: 'javascript:alert(1)' },
      'termsConditionsUrl',
      'Invalid URL: expected an http(s) URL',
    )
    expect(
      resolveOptions({ features: { legalCheckbox: true }, privacyPolicyUrl: 'https://app.example/privacy' }),
    ).toMatchObject({ privacyPolicyUrl: 'https://app.example/privacy', features: { legalCheckbox: true } })
  })
})

describe('resolveOptions rejects bad input', () => {
  test('siweConfig with siwx', () => {
    expect(() => resolveOptions({ siweConfig: {}, siwx: defaultSiwx() })).toThrow(
      'Cannot set both siweConfig and siwx options',
    )
  })

  test.each([
    [{ features: { swaps: 'yes' } }, 'features.swaps'],
    [{ services: { analytics: 'not a url' } }, 'services.analytics'],
    [{ networks: [] }, 'networks'],
    [{ networks: [{ ...mainnet, caipNetworkId: 'eip155:2' }] }, 'networks[0]'],
    [{ adapters: [{}] }, 'adapters[0]'],
    [{ adapters: [mock(), mock()] }, 'Two adapters for namespace eip155'],
    [{ unknownOption: 1 }, 'unknownOption'],
    [{ features: { socials: ['myspace'] } }, 'features.socials'],
    [{ features: { socials: 'google' } }, 'expected an array of socials or false, received string'],
    [{ services: { analytics: true } }, 'expected an http(s) URL or false, received boolean'],
    [{ services: { relay: 'https://a.example' } }, 'Unrecognized key: "relay"'],
    [{ themeVariables: { accent: true } }, 'themeVariables.accent'],
    [{ defaultAccountTypes: { tron: 'eoa' } }, 'Unrecognized key: "tron"'],
    [{ defaultAccountTypes: { eip155: 'multisig' } }, 'defaultAccountTypes.eip155'],
    [{ metadata: { name: 'app' } }, 'metadata.description'],
    [{ customWallets: [{ id: '', name: 'w' }] }, 'customWallets[0].id'],
    [{ featuredWalletIds: [1] }, 'expected string, received number'],
    [{ isMobile: true }, 'expected function, received boolean'],
    [{ ssr: 'yes' }, 'expected boolean, received string'],
    [null, 'expected object, received null'],
  ])('%j', (options, detail) => {
    // biome-ignore lint/suspicious/noExplicitAny: deliberately invalid input
    expect(() => resolveOptions(options as any)).toThrowError(
      expect.objectContaining({
        shortMessage: 'Invalid createAppKit options',
        details: expect.stringContaining(detail),
      }),
    )
  })

  test('every problem is listed, each at its path', () => {
    expect(() =>
      resolveOptions({ themeMode: 'blue', features: { pay: 1 }, networks: 'all' } as never),
    ).toThrowError(
      expect.objectContaining({
        details: [
          '✖ Invalid input: expected array, received string\n  → at networks',
          '✖ Invalid input: expected boolean, received number\n  → at features.pay',
          '✖ Invalid option: expected one of "light"|"dark"\n  → at themeMode',
        ].join('\n'),
      }),
    )
  })

  test('allWallets: a mode, or true / false for SHOW / HIDE; anything else refused', () => {
    expect(resolveOptions({ features: { allWallets: 'ONLY_MOBILE' } }).features.allWallets).toBe(
      'ONLY_MOBILE',
    )
    expect(resolveOptions({ features: { allWallets: true } }).features.allWallets).toBe('SHOW')
    expect(resolveOptions({ features: { allWallets: false } }).features.allWallets).toBe('HIDE')
    // biome-ignore lint/suspicious/noExplicitAny: deliberately invalid input
    expect(() => resolveOptions({ features: { allWallets: 'MOBILE' as any } })).toThrowError(
      /expected one of "SHOW"\|"HIDE"\|"ONLY_MOBILE"\s+→ at features\.allWallets/,
    )
  })

  test('locale: English by default, one of the shipped catalogues, anything else refused', () => {
    expect(resolveOptions({}).locale).toBe('en')
    expect(resolveOptions({ locale: 'de' }).locale).toBe('de')
    expect(resolveOptions({ locale: 'ar' }).locale).toBe('ar')
    // Brazilian Portuguese is shipped, Portuguese without a region is not.
    expect(() => resolveOptions({ locale: 'pt' } as never)).toThrowError(
      expect.objectContaining({
        details:
          '✖ Invalid option: expected one of "en"|"de"|"es"|"fr"|"it"|"pt-BR"|"nl"|"tr"|"ar"|"ja"|"ko"|"zh-CN"\n  → at locale',
      }),
    )
  })

  test('a default network outside networks', () => {
    expect(() => resolveOptions({ networks: [polygon], defaultNetwork: mainnet })).toThrow(
      'defaultNetwork eip155:1 is not in networks',
    )
  })
})

test('connect method order: email, social, wallet; wallet first with injected wallets; explicit wins', () => {
  expect(getConnectMethodsOrder(undefined, false)).toEqual(['email', 'social', 'wallet'])
  expect(getConnectMethodsOrder(undefined, true)).toEqual(['wallet', 'email', 'social'])
  expect(getConnectMethodsOrder(['social', 'wallet', 'email'], true)).toEqual(['social', 'wallet', 'email'])
})
