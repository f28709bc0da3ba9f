/** A labelled `<select>` of `[value, label]` options. */
export function Choice(props: {
  id: string
  label: string
  testId?: string | undefined
  value: string | undefined
  options: readonly (readonly [string, string])[]
  onChange: (value: string | undefined) => void
}) {
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        className="oak-input"
        data-testid={props.testId}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value || undefined)}
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </>
  )
}
