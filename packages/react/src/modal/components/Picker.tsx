import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { Icon } from './Icon.tsx'

export type PickerOption = {
  value: string
  label: string
  /** Beside the label, at the end of the row (a balance). */
  detail?: string | undefined
  /** A heading the option is listed under ("Popular"); options of one group are given together. */
  group?: string | undefined
}

/**
 * A choice among a list, drawn like the modal's rows instead of the browser's `<select>`: a
 * button showing the choice that opens the list in place (the select-only combobox of the ARIA
 * practices: arrows move, Enter or a click picks, Escape closes the list and not the modal).
 * `id` names the button for a `<label htmlFor>`.
 */
export function Picker(props: {
  id: string
  value: string | undefined
  options: readonly PickerOption[]
  placeholder: string
  onChange(value: string): void
  testId?: string | undefined
}) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const listId = useId()
  const list = useRef<HTMLDivElement>(null)
  // The option the arrows reached stays in sight in a long list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the active option moves (the DOM marks it)
  useEffect(() => {
    if (open) list.current?.querySelector('[data-active]')?.scrollIntoView?.({ block: 'nearest' })
  }, [open, active])
  const { options } = props
  const chosen = options.find((option) => option.value === props.value)
  const optionId = (index: number) => `${listId}-${index}`
  const show = () => {
    setActive(Math.max(0, chosen ? options.indexOf(chosen) : 0))
    setOpen(true)
  }
  const pick = (index: number) => {
    const option = options[index]
    setOpen(false)
    if (option) props.onChange(option.value)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 }
    if (!open) {
      if (event.key in moves || event.key === 'Enter' || event.key === ' ') {
        event.preventDefault()
        show()
      }
      return
    }
    const move = moves[event.key]
    if (move !== undefined) setActive((index) => Math.min(options.length - 1, Math.max(0, index + move)))
    else if (event.key === 'Home') setActive(0)
    else if (event.key === 'End') setActive(options.length - 1)
    else if (event.key === 'Enter' || event.key === ' ') pick(active)
    else if (event.key === 'Escape' || event.key === 'Tab') setOpen(false)
    else return
    if (event.key !== 'Tab') {
      event.preventDefault()
      event.stopPropagation()
    }
  }
  const groups = [...new Set(options.map((option) => option.group))]
  return (
    <div className="oak-picker">
      <button
        id={props.id}
        type="button"
        role="combobox"
        className="oak-input oak-picker-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        data-testid={props.testId}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          // A click on an option lands after the blur: keep the list for it.
          if (!event.relatedTarget?.closest?.('.oak-picker-list')) setOpen(false)
        }}
      >
        <span className="oak-item-name">{chosen?.label ?? props.placeholder}</span>
        {chosen?.detail ? <Detail text={chosen.detail} /> : null}
        <Icon name="chevronDown" size={16} />
      </button>
      <div ref={list} id={listId} role="listbox" className="oak-picker-list" hidden={!open} tabIndex={-1}>
        {groups.map((group) => {
          const rows = options.flatMap((option, index) =>
            option.group === group
              ? [
                  <div
                    key={option.value}
                    id={optionId(index)}
                    role="option"
                    // Focus stays on the combobox (aria-activedescendant); -1 only makes it reachable by script.
                    tabIndex={-1}
                    aria-selected={option.value === props.value}
                    data-active={index === active || undefined}
                    className="oak-picker-option"
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => setActive(index)}
                    onClick={() => pick(index)}
                    onKeyDown={onKeyDown}
                  >
                    <span className="oak-item-name">{option.label}</span>
                    {option.detail ? <Detail text={option.detail} /> : null}
                    {option.value === props.value ? <Icon name="check" size={16} /> : null}
                  </div>,
                ]
              : [],
          )
          return group ? (
            // biome-ignore lint/a11y/useSemanticElements: a group of a listbox's options is role=group (a fieldset groups form controls)
            <div key={group} role="group" aria-label={group}>
              <div className="oak-picker-group" aria-hidden="true">
                {group}
              </div>
              {rows}
            </div>
          ) : (
            rows
          )
        })}
      </div>
    </div>
  )
}

/** The row's detail; its leading space keeps "OAK 1,000" apart in the row's accessible name. */
function Detail(props: { text: string }) {
  return <span className="oak-muted"> {props.text}</span>
}
