'use client'
import type { AppKit } from '@openappkit/core'
import { createContext } from 'react'

/** The instance the hooks read; set by `<AppKitProvider>`. */
export const AppKitContext = createContext<AppKit | undefined>(undefined)
