import { Icon, type IconName } from './Icon.tsx'

/**
 * A row of the Account view that leads to another view (Networks, Smart sessions, Choose a name),
 * each with its own icon so the rows do not read as three network rows.
 */
export function AccountLink(props: {
  label: string
  ariaLabel?: string
  testId: string
  icon: IconName
  onClick(): void
}) {
  return (
    <button
      type="button"
      className="oak-item"
      aria-label={props.ariaLabel}
      data-testid={props.testId}
      onClick={props.onClick}
    >
      <Icon name={props.icon} />
      <span className="oak-item-name">{props.label}</span>
      <Icon name="chevron" />
    </button>
  )
}
