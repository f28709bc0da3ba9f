import { project } from '../../vitest.shared.ts'

// The hydration test renders on the server, then in a browser, in one process. Its project
// isolates it: in the react project's shared module graph (isolate: false) a file that streamed or
// prerendered earlier in the same worker leaves React's contexts marked as the server renderer's,
// and the browser render then logs "Detected multiple renderers" (it failed so, now and then,
// depending on which files a worker drew). A real server and browser are two processes.
export default project('react-hydrate', {
  test: {
    include: ['src/AppKitWagmiProvider.hydrate.test.tsx'],
    isolate: true,
    setupFiles: ['test/setup.ts'],
  },
})
