/**
 * What an excerpt (a sample whose fence meta says `excerpt`) may take from the page around it:
 * the client a setup sample created (`acme`, `shop`, `billing`, `transfers`), the types the
 * page's OpenAPI document defines, and the reader's own application functions the sample calls.
 * Only excerpts see these; a whole sample must import and create what it uses.
 */
declare const acme: import('acme-sdk').Acme & {
  /** The product round-up's SDK, generated with a `billing` namespace above invoices. */
  billing: { invoices: import('acme-sdk').Acme['invoices'] }
}
declare const Acme: typeof import('acme-sdk').Acme
declare const shop: import('@acme/shop').Shop
type OrderStatus = import('@acme/shop').OrderStatus
declare const fs: typeof import('node:fs')
declare const logger: { info(message: string, fields?: Record<string, unknown>): void }
declare function notifyAccounting(event: import('acme-sdk').Event): void
declare function markPaid(event: import('acme-sdk').Event): void
declare function markInvoicePaid(invoiceId: string): Promise<void>
declare function grantChatAccess(email: string, plan: 'monthly' | 'annual'): Promise<void>
declare function recordDuration(buildId: string, durationMs: number): Promise<void>
declare function notifyOnCall(buildId: string, reason: string): Promise<void>
declare function writeRow(entry: import('@cobalt-ledger/sdk').Entry): Promise<void>
declare function showTopUpDialog(): void
declare const form: { setError(pointer: string, message: string): void }

/** The billing API of the blog's OpenAPI examples (invoices, customers, line items). */
interface InvoiceLine { description: string; amount: number }
interface BillingInvoice { id: string; customerId: string; status: 'draft' | 'open' | 'paid'; lines: InvoiceLine[] }
declare class Billing {
  constructor(options?: import('sdk-runtime').ClientOptions & { server?: 'production' | 'sandbox' })
  customers: { list(request?: { limit?: number }): Promise<import('sdk-runtime').PageIterator<{ data: { id: string }[] }>> }
  invoices: {
    list(request?: { limit?: number; cursor?: string }): Promise<import('sdk-runtime').PageIterator<{ data: BillingInvoice[] }>>
    create(request: { customerId: string; lines: InvoiceLine[] }): Promise<BillingInvoice>
    send(request: { invoiceId: string }): Promise<void>
  }
}
declare const billing: Billing
declare const warehouse: { upsert(invoice: BillingInvoice): Promise<void> }
declare const transfers: { create(request: { amount: number; currency: string; destination: string }): Promise<{ id: string }> }

/** Types the posts' OpenAPI documents define, as the generator emits them. */
type User = { id: string; email: string }
type PaymentMethod =
  | { type: 'card'; last4: string; expMonth: number; expYear: number }
  | { type: 'bank_account'; iban: string }
type Payment = { kind: 'card'; last4: string } | { kind: 'bank'; iban: string }
type TypeShape = { type: string; format?: string; nullable: boolean }
type SdkModel = { language: string; symbols: PublicSymbol[] }
type PublicSymbol = { name: string; kind: 'method' | 'type' | 'field' }
type Usage = 'request' | 'response' | 'both'
type Bump = 'major' | 'minor' | 'patch'
type Change = { type: string; at: { kind: string } }
type CreateChargeRequest = { amount: number; currency: string; customerId: string }
type Charge = { id: string; amount: number; currency: string; status: 'pending' | 'succeeded' | 'failed' }
declare const Payments: { create(request: CreateChargeRequest): Promise<{ id: string }> }

/** The SDK's generated hook types and the guide's own signing hook (custom HTTP client guide). */
declare module '*/types' {
  export interface BeforeRequestHook {
    beforeRequest(context: { operationID: string }, request: Request): Request | Promise<Request>
  }
  export interface Hooks {
    registerBeforeRequestHook(hook: BeforeRequestHook): void
  }
}
declare module '*/signing' {
  export class SigningHook implements import('*/types').BeforeRequestHook {
    beforeRequest(context: { operationID: string }, request: Request): Promise<Request>
  }
}

/** The cross-language test post's harness: behaviour cases and the SDK under test. */
declare module '*/cases' {
  interface Case {
    name: string
    input: unknown
    method(sdk: import('*/sdk').TestSDK): (input: unknown) => Promise<unknown>
    lastRequest(): Promise<{ method: string; path: string; query: string }>
    normalize(result: unknown): unknown
    expect: { request: { method: string; path: string; query: string }; response: { body: unknown } }
  }
  export function loadCases(): Case[]
}
declare module '*/sdk' {
  export class TestSDK {
    constructor(options: { serverURL: string })
  }
}
