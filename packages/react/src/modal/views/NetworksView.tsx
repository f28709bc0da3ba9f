import { useRouter } from '../../hooks/useRouter.ts'
import { NetworkList } from '../components/NetworkList.tsx'

/**
 * Choose a network from the account view: back to the account once switched; to a namespace with
 * no account yet, Connect for that namespace in its place.
 */
export default function NetworksView() {
  const { goBack, replace } = useRouter()
  return (
    <NetworkList
      onSwitched={(network, { needsConnect }) =>
        needsConnect ? replace('Connect', { namespace: network.chainNamespace }) : goBack()
      }
    />
  )
}
