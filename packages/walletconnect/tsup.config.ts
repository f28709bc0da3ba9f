import type { Options } from 'tsup'
import shared from '../../tsup.shared.ts'

// Why two builds: `createWalletConnect` (the stand-in, createWalletConnectOnUse.ts) loads the
// session's code with `import()`. Split by one build, the code that code shares with the public
// entry (session accounts, the peer wallet, storage mending) lands in a chunk `index.js` imports,
// and an app's bundler then loads it with the page. So the session's code is a file of its own,
// `session.js`, with its own copies; `index.js` imports it only with `import()`.
const sessionFile: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'session-file',
  setup(build) {
    build.onResolve({ filter: /^\.\/createWalletConnect$/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: './session.js', external: true } : undefined,
    )
  },
}

const config: Options[] = [
  { ...(shared as Options), esbuildPlugins: [sessionFile] },
  {
    ...(shared as Options),
    entry: { session: 'src/session/createWalletConnect.ts' },
    dts: false,
    clean: false,
  },
]
export default config
