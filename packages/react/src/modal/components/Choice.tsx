import { Picker } from './Picker.tsx'

/** A labelled choice (a Picker) of `[value, label]` options; an option valued '' means none. */
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
      <Picker
        id={props.id}
        testId={props.testId}
        value={props.value ?? ''}
        placeholder=""
        options={props.options.map(([value, label]) => ({ value, label }))}
        onChange={(value) => props.onChange(value || undefined)}
      />
    </>
  )
}
