import type { Options } from 'tsup'
import shared from '../../tsup.shared.ts'
import { withoutAppKitModal } from './build/withoutAppKitModal'

// The shared build, plus one exception: @walletconnect/ethereum-provider is bundled (not
// external) so that its import of @reown/appkit can be stubbed out; see the plugin.
const config: Options = {
  ...(shared as Options),
  noExternal: ['@walletconnect/ethereum-provider'],
  esbuildPlugins: [withoutAppKitModal],
}

export default config
