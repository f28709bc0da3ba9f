import { useRouter } from '../../exports/index'
import { NetworkList } from '../components/NetworkList'

/** Choose a network from the account view; back to the account once the wallet has switched. */
export default function NetworksView() {
  const { goBack } = useRouter()
  return <NetworkList onSwitched={goBack} />
}
