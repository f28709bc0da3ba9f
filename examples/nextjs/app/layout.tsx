import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata: Metadata = { title: 'OpenAppKit on Next.js' }

export default function RootLayout(props: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 32 }}>
        <Providers>{props.children}</Providers>
      </body>
    </html>
  )
}
