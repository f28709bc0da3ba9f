import { NotYet, Page } from '../Page'

/** Locales: how the modal takes another language, and what ships today. */
export function LocalePage() {
  return (
    <Page
      title="Locale"
      intro={
        <>
          Every string of the modal comes from one message catalogue;{' '}
          <code>&lt;AppKitModal messages=&#123;…&#125; /&gt;</code> takes another locale&apos;s (the{' '}
          <code>Messages</code> type lists every key).
        </>
      }
    >
      <NotYet>
        <p>
          Only English ships. The English catalogue is not exported, so an app writes a whole catalogue of its
          own; no second locale is here to switch to.
        </p>
      </NotYet>
    </Page>
  )
}
