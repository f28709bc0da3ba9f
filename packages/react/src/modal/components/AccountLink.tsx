import { Icon } from './Icon.tsx'

/** A row of the Account view that leads to another view (Networks, Smart sessions, Choose a name). */
export function AccountLink(props: { label: string; ariaLabel?: string; testId: string; onClick(): void }) {
  return (
    <button
      type="button"
      className="oak-item"
      aria-label={props.ariaLabel}
      data-testid={props.testId}
      onClick={props.onClick}
    >
      <Icon name="network" />
      <span className="oak-item-name">{props.label}</span>
      <Icon name="chevron" />
    </button>
  )
}
