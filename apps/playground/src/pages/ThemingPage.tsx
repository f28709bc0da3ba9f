import { useAppKit, useAppKitTheme } from '@openappkit/react'
import { Page } from '../Page'

const accents = ['#3b5bdb', '#0ca678', '#e8590c', '#c2255c']

/** Light and dark, and the theme variables applied live to the open modal. */
export function ThemingPage() {
  const { themeMode, themeVariables, setThemeMode, setThemeVariables } = useAppKitTheme()
  const { open } = useAppKit()
  const accent = String(themeVariables.accent ?? accents[0])
  const radius = Number.parseFloat(String(themeVariables.borderRadius ?? 4)) || 0
  return (
    <Page
      title="Theming"
      intro={
        <>
          <code>useAppKitTheme</code>: the mode and the variables (<code>accent</code>,{' '}
          <code>borderRadius</code>, <code>colorMixStrength</code>…), applied at once to the modal. This page
          follows the mode too.
        </>
      }
    >
      <div className="card">
        <h3>Mode</h3>
        <fieldset className="actions field--plain">
          <legend className="visually-hidden">Theme mode</legend>
          {(['light', 'dark'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              className={`button ${themeMode === mode ? '' : 'button--secondary'}`}
              aria-pressed={themeMode === mode}
              onClick={() => setThemeMode(mode)}
            >
              {mode === 'light' ? 'Light' : 'Dark'}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="card">
        <h3>Variables</h3>
        <fieldset className="field">
          <legend>Accent</legend>
          <div className="swatches">
            {accents.map((color) => (
              <button
                key={color}
                type="button"
                className="swatch"
                style={{ background: color }}
                aria-label={`Accent ${color}`}
                aria-pressed={accent === color}
                onClick={() => setThemeVariables({ accent: color })}
              />
            ))}
          </div>
        </fieldset>
        <label className="field">
          <span>Corner radius: {radius}px</span>
          <input
            type="range"
            min={0}
            max={24}
            value={radius}
            onChange={(event) => setThemeVariables({ borderRadius: Number(event.target.value) })}
          />
        </label>
        <label className="field">
          <span>
            Accent mixed into the background:{' '}
            {Number.parseFloat(String(themeVariables.colorMixStrength ?? 0)) || 0}%
          </span>
          <input
            type="range"
            min={0}
            max={40}
            value={Number.parseFloat(String(themeVariables.colorMixStrength ?? 0)) || 0}
            onChange={(event) =>
              setThemeVariables({ colorMix: accent, colorMixStrength: Number(event.target.value) })
            }
          />
        </label>
        <button type="button" className="button button--secondary" onClick={() => open()}>
          Open the modal to see it
        </button>
        <pre className="code" data-testid="theme-variables">
          {JSON.stringify({ themeMode, themeVariables }, null, 2)}
        </pre>
      </div>
    </Page>
  )
}
