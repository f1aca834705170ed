import type { Config } from '../../config.js'
import { createStripeProvider, type StripeProvider } from './stripe.provider.js'
import { createTestProvider, type TestProvider } from './test.provider.js'

// Kept apart from payment.provider.ts (the interface both providers implement), so the
// providers import the interface without importing each other back.
export type AnyProvider = StripeProvider | TestProvider

/** Stripe when all four Stripe settings are present, otherwise the built-in test mode. */
export function createPaymentProvider(config: Config): AnyProvider {
  return config.stripeEnabled ? createStripeProvider(config) : createTestProvider()
}
