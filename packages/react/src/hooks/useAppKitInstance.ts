'use client'
import type { AppKit } from '@openappkit/core'
import { useContext } from 'react'
import { AppKitContext } from '../context.ts'
import { ProviderNotFoundError } from '../errors/providerNotFoundError.ts'

/** The AppKit instance of the nearest provider, for calling core actions directly. */
export function useAppKitInstance(hook = 'useAppKitInstance'): AppKit {
  const appKit = useContext(AppKitContext)
  if (!appKit) throw new ProviderNotFoundError(hook)
  return appKit
}
