import type { CSSProperties } from 'react'
import { themeProperties } from '../shared/themeStyle.ts'

// The buttons draw in the page, not in the modal's shadow root, so they carry no stylesheet:
// inline styles whose values are custom properties with defaults. An app themes them with the
// modal's theme variables (accent, fontFamily, through the same safe mapping as the modal) or
// by setting `--oak-button-background`, `--oak-button-color`, `--oak-button-radius` or
// `--oak-button-font` in its own CSS; a `className` / `style` of its own goes on top.

export function buttonStyle(variables: Readonly<Record<string, string | number>>): CSSProperties {
  const { accent, fontFamily } = variables
  const theme = themeProperties({
    ...(accent !== undefined && { accent }),
    ...(fontFamily !== undefined && { fontFamily }),
  })
  return {
    ...theme,
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.5em',
    minHeight: '2.5rem',
    padding: '0 1em',
    border: 'none',
    borderRadius: 'var(--oak-button-radius, 12px)',
    background: 'var(--oak-button-background, var(--oak-accent, #1d4ed8))',
    color: 'var(--oak-button-color, #ffffff)',
    font: '600 1rem/1 var(--oak-button-font, var(--oak-font-family, inherit))',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
  } as CSSProperties
}
