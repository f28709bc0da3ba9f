'use client'
import type { AppKit } from '@openappkit/core'
import * as React from 'react'
import { ServerComponentError } from './errors/serverComponentError.ts'

// React's server-components build has no createContext: read it from the namespace, so that build
// reaches our error instead of failing on a missing export.
if (!('createContext' in React) || typeof React.createContext !== 'function') throw new ServerComponentError()

/** The instance the hooks read; set by `<AppKitProvider>`. */
export const AppKitContext = React.createContext<AppKit | undefined>(undefined)
