'use client'
import type { ChainNamespace } from '@openappkit/core'
import { nameQueryOptions } from '@openappkit/core/query'
import { useQuery } from '@tanstack/react-query'
import { useAppKitInstance } from './useAppKitInstance'
import { useQueryTarget } from './useQueryTarget'

export type UseNameParameters = { address?: string | undefined; namespace?: ChainNamespace | undefined }

/** The `label.reown.id` name of an address (the connected one by default), or null; fresh for 5 min. */
export function useName(parameters: UseNameParameters = {}) {
  const appKit = useAppKitInstance('useName')
  const { address, namespace } = useQueryTarget(appKit, parameters)
  return useQuery(nameQueryOptions(appKit, { address, namespace }))
}
