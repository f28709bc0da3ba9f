import { FrameClient, FrameEip1193Provider } from '@openappkit/auth-frame-client'

// A page with nothing but the frame client on it, for the browser tests to drive the protocol
// against the devstack's frame: `window.frameClient`, its EIP-1193 provider `window.frameProvider`,
// and the timeout reasons it reported.
const query = new URLSearchParams(location.search)
const timeouts: string[] = []
const frameClient = new FrameClient({
  projectId: query.get('projectId') ?? 'e2e',
  frameUrl: query.get('frame') ?? '',
  chainId: Number(query.get('chainId') ?? 1),
  onTimeout: (reason) => timeouts.push(reason),
})
const frameProvider = new FrameEip1193Provider(frameClient)
Object.assign(window, { frameClient, frameProvider, timeouts })
