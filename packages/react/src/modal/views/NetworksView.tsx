import { NetworkList } from '../components/NetworkList'
import { useShell } from '../shell/ShellContext'

/** Choose a network from the account view; back to the account once the wallet has switched. */
export default function NetworksView() {
  const { closeLocalView } = useShell()
  return <NetworkList onSwitched={closeLocalView} />
}
