import { ConnectButton, useAppKit, useAppKitInstance } from '@openappkit/react'
import { Page } from '../Page'
import { playgroundLocales } from '../playgroundAppKit'

/** Each language by its own name ("Deutsch", "العربية"). */
const languages = playgroundLocales.map(
  (locale) => [locale, new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale] as const,
)

/** The `locale` option: each language of the modal, one reload away (an instance keeps its options). */
export function LocalePage() {
  const current = useAppKitInstance().options.locale
  const { open } = useAppKit()
  return (
    <Page
      title="Locale"
      intro={
        <>
          <code>createAppKit(&#123; locale &#125;)</code>: the modal and the buttons in twelve languages,
          Arabic right to left, numbers and dates through Intl. A language other than English loads with the
          modal, only when chosen. The playground reads it from <code>?locale=</code>, so choosing one reloads
          the page.
        </>
      }
    >
      <div className="card">
        <h3>Language</h3>
        <nav aria-label="Languages" className="actions">
          {languages.map(([locale, name]) => (
            <a
              key={locale}
              className={`button ${locale === current ? '' : 'button--secondary'}`}
              aria-current={locale === current ? 'page' : undefined}
              lang={locale}
              href={`?locale=${locale}#/locale`}
            >
              {name}
            </a>
          ))}
        </nav>
      </div>
      <div className="card">
        <h3>In this language</h3>
        <p className="actions">
          <ConnectButton />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => open({ view: 'Networks' })}
          >
            Open Networks
          </button>
        </p>
      </div>
    </Page>
  )
}
