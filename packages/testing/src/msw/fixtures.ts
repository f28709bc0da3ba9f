// The hosted services' answers as they send them (see fixtures/README.md): nulls for unknown
// optional fields, fields left out, fields the SDK does not know, entries it cannot read.
// The handlers answer with them by default; the SDK's own contract tests use the same copies.

import analyticsAccepted from './fixtures/analytics.accepted.json' with { type: 'json' }
import analyticsConfigOff from './fixtures/analytics-config.off.json' with { type: 'json' }
import analyticsConfigOn from './fixtures/analytics-config.on.json' with { type: 'json' }
import analyticsConfigUnset from './fixtures/analytics-config.unset.json' with { type: 'json' }
import balanceEvm from './fixtures/balance.evm.json' with { type: 'json' }
import balanceOneMalformed from './fixtures/balance.one-malformed.json' with { type: 'json' }
import balanceSolana from './fixtures/balance.solana.json' with { type: 'json' }
import convertAllowance from './fixtures/convert.allowance.json' with { type: 'json' }
import convertBuildApprove from './fixtures/convert.build-approve.json' with { type: 'json' }
import convertBuildTransaction from './fixtures/convert.build-transaction.json' with { type: 'json' }
import convertBuildTransactionNoEip155 from './fixtures/convert.build-transaction.no-eip155.json' with {
  type: 'json',
}
import convertGasPrice from './fixtures/convert.gas-price.json' with { type: 'json' }
import convertQuotes from './fixtures/convert.quotes.json' with { type: 'json' }
import convertTokens from './fixtures/convert.tokens.json' with { type: 'json' }
import errorAnalyticsOff from './fixtures/error.analytics-off.json' with { type: 'json' }
import errorCodeMessage from './fixtures/error.code-message.json' with { type: 'json' }
import errorNameNotFoundV1 from './fixtures/error.name-not-found.v1.json' with { type: 'json' }
import errorOrigin from './fixtures/error.origin.json' with { type: 'json' }
import history from './fixtures/history.json' with { type: 'json' }
import historyNfts from './fixtures/history.nfts.json' with { type: 'json' }
import historyOneMalformed from './fixtures/history.one-malformed.json' with { type: 'json' }
import identity from './fixtures/identity.json' with { type: 'json' }
import identityUnknown from './fixtures/identity.unknown.json' with { type: 'json' }
import namesNotFoundV2 from './fixtures/names.not-found.v2.json' with { type: 'json' }
import namesRecord from './fixtures/names.record.json' with { type: 'json' }
import namesReverse from './fixtures/names.reverse.json' with { type: 'json' }
import onrampOptions from './fixtures/onramp.options.json' with { type: 'json' }
import onrampQuote from './fixtures/onramp.quote.json' with { type: 'json' }
import onrampUrl from './fixtures/onramp.url.json' with { type: 'json' }
import sessions from './fixtures/sessions.json' with { type: 'json' }
import wallets from './fixtures/wallets.json' with { type: 'json' }

/** The real-shaped answers by name (`balanceEvm` is fixtures/balance.evm.json). */
export const fixtures = {
  analyticsConfigOff,
  analyticsConfigOn,
  analyticsConfigUnset,
  analyticsAccepted,
  balanceEvm,
  balanceOneMalformed,
  balanceSolana,
  convertAllowance,
  convertBuildApprove,
  convertBuildTransaction,
  convertBuildTransactionNoEip155,
  convertGasPrice,
  convertQuotes,
  convertTokens,
  errorAnalyticsOff,
  errorCodeMessage,
  errorNameNotFoundV1,
  errorOrigin,
  history,
  historyNfts,
  historyOneMalformed,
  identity,
  identityUnknown,
  namesNotFoundV2,
  namesRecord,
  namesReverse,
  onrampOptions,
  onrampQuote,
  onrampUrl,
  sessions,
  wallets,
}
