/**
 * The packages our TypeScript samples import, declared as small as the samples need and as the
 * docs describe them: the generated SDKs of the example APIs (Acme, Shop, Northwind, Cobalt
 * Ledger, Quillpost, Acme Builds, Transfers) and the third-party libraries the framework guides
 * use (express, tsoa, zod-to-openapi, pg). A sample that calls a method, option or field that is
 * not here fails the check: add it here only when the docs say the SDK has it.
 */

/** What every generated SDK shares: pages that iterate, per-call options, retries, webhooks. */
declare module 'sdk-runtime' {
  export interface BackoffStrategy {
    initialInterval: number
    maxInterval: number
    exponent: number
    maxElapsedTime: number
  }
  export type RetryConfig =
    | { strategy: 'none' }
    | { strategy: 'backoff'; backoff?: BackoffStrategy; retryConnectionErrors?: boolean }
  export interface RequestOptions {
    retries?: RetryConfig
    timeoutMs?: number
  }
  export interface ClientOptions {
    apiKey?: string
    serverURL?: string
    retryConfig?: RetryConfig
    timeoutMs?: number
  }
  /** A page of a paginated list; iterating it fetches the following pages. */
  export interface PageIterator<Result> extends AsyncIterable<PageIterator<Result>> {
    result: Result
    next(): Promise<PageIterator<Result> | null>
  }
  export interface WebhookRequest {
    body: string
    headers: Record<string, string>
    url: string
    method: string
  }
  export interface Webhooks<Event> {
    validateWebhook(input: { request: WebhookRequest; secret: string }): Promise<Event>
  }
  export class SDKError extends Error {
    statusCode: number
    body: string
    headers: Headers
  }
}

declare module 'acme-sdk' {
  import type { ClientOptions, PageIterator, RequestOptions, Webhooks } from 'sdk-runtime'
  import type { HTTPClient } from 'acme-sdk/lib/http'
  import type { GetReportAcceptEnum } from 'acme-sdk/funcs/reportsGet'

  type Open<T extends string> = T | (string & { readonly unknown?: never })
  export interface Invoice { id: string; status: 'draft' | 'open' | 'paid' | 'void'; amountDue: number }
  export interface LineItem { id: string; description: string; amount: number }
  export interface Event { id: string; type: Open<'invoice.created' | 'invoice.paid'>; createdAt: Date }
  export interface Project { id: string; name: string; organizationId: string }
  export interface User { id: string; email: string; name: string }
  export type WebhookEvent = { type: 'invoice.paid'; data: { invoiceId: string; amountPaid: number } }
    | { type: 'invoice.created'; data: { invoiceId: string } }

  export class Acme {
    constructor(options?: ClientOptions & {
      server?: 'production' | 'sandbox'
      region?: 'us-east' | 'eu-west'
      organizationId?: string
      xAcmeVersion?: string
      httpClient?: HTTPClient
    })
    users: { get(request: { id: string }, options?: RequestOptions): Promise<User> }
    invoices: {
      get(request: { invoiceId: string }, options?: RequestOptions): Promise<Invoice>
      list(request: { status?: Invoice['status']; limit?: number; offset?: number }, options?: RequestOptions): Promise<PageIterator<{ data: Invoice[] }>>
      lineItems: { list(request: { invoiceId: string }, options?: RequestOptions): Promise<PageIterator<{ data: LineItem[] }>> }
    }
    projects: { list(request: { organizationId?: string }, options?: RequestOptions): Promise<PageIterator<{ data: Project[] }>> }
    events: {
      get(request: { id: string }, options?: RequestOptions): Promise<Event>
      list(request: { startingAfter?: string | undefined; limit?: number }, options?: RequestOptions): Promise<PageIterator<{ data?: Event[] | undefined }>>
    }
    reports: {
      get(
        request: { reportId: string },
        options?: RequestOptions & { acceptHeaderOverride?: GetReportAcceptEnum },
      ): Promise<{ object?: Record<string, unknown>; twoHundredTextCsvResponse?: string }>
    }
    webhooks: Webhooks<WebhookEvent>
  }
}

declare module 'acme-sdk/lib/http' {
  type Fetcher = (request: Request) => Promise<Response>
  export class HTTPClient {
    constructor(options?: { fetcher?: Fetcher })
    addHook(hook: 'beforeRequest', fn: (request: Request) => Request | void): this
    addHook(hook: 'requestError', fn: (error: unknown, request: Request) => void): this
    addHook(hook: 'response', fn: (response: Response, request: Request) => void): this
  }
}

declare module 'acme-sdk/funcs/reportsGet' {
  export enum GetReportAcceptEnum {
    applicationJson = 'application/json',
    textCsv = 'text/csv',
  }
}

declare module 'acme-sdk/models/errors' {
  export { SDKError } from 'sdk-runtime'
  export class NotFoundError extends Error {
    code: string
    resourceId?: string
  }
}

declare module '@acme/shop' {
  import type { ClientOptions, PageIterator, RequestOptions } from 'sdk-runtime'
  export type OrderStatus = 'pending' | 'paid' | 'shipped'
  export interface Order { id: string; status: OrderStatus; total: number; createdAt: Date; note?: string | null | undefined }
  export class Shop {
    constructor(options?: ClientOptions)
    orders: {
      get(request: { orderId: string }, options?: RequestOptions): Promise<Order>
      list(request: { limit?: number; cursor?: string }, options?: RequestOptions): Promise<PageIterator<{ data: Order[] }>>
    }
  }
}

declare module '@acme/shop/models/errors' {
  export { SDKError } from 'sdk-runtime'
  export class NotFoundError extends Error {
    data$: { message: string; code?: string }
  }
}

declare module '@northwind/sdk' {
  import type { ClientOptions, PageIterator, RequestOptions } from 'sdk-runtime'
  export interface Shipment { id: string; status: 'created' | 'in_transit' | 'delivered'; eta: Date | null }
  export class Northwind {
    constructor(options?: ClientOptions)
    shipments: {
      list(request: { status?: Shipment['status']; cursor?: string }, options?: RequestOptions): Promise<PageIterator<{ data: Shipment[] }>>
    }
  }
}

declare module '@northwind/sdk/models/errors' {
  export class RateLimitedError extends Error {
    /** Seconds to wait, from the Retry-After header. */
    retryAfter: number
  }
}

declare module '@northwind-freight/sdk' {
  import type { ClientOptions, PageIterator, RequestOptions } from 'sdk-runtime'
  export interface ConsignmentEvent { occurredAt: Date; status: string; location?: { name: string; code?: string } | undefined }
  export class Northwind {
    constructor(options?: ClientOptions)
    consignments: {
      listEvents(request: { consignmentId: string; cursor?: string }, options?: RequestOptions): Promise<PageIterator<{ events: ConsignmentEvent[] }>>
    }
  }
}

declare module '@cobalt-ledger/sdk' {
  import type { ClientOptions, PageIterator, RequestOptions } from 'sdk-runtime'
  export interface Entry { id: string; ledgerId: string; amount: { value: string; currency: string }; postedAt: Date }
  export class CobaltLedger {
    constructor(options?: ClientOptions)
    entries: {
      list(request: { ledgerId: string; cursor?: string }, options?: RequestOptions): Promise<PageIterator<{ entries: Entry[] }>>
    }
  }
}

declare module '@quillpost/sdk' {
  import type { ClientOptions, Webhooks } from 'sdk-runtime'
  export type QuillpostEvent =
    | { type: 'subscription.activated'; data: { subscriberEmail: string; plan: 'monthly' | 'annual' } }
    | { type: 'subscription.cancelled'; data: { subscriberEmail: string } }
  export class Quillpost {
    constructor(options?: ClientOptions)
    webhooks: Webhooks<QuillpostEvent>
  }
}

declare module 'acme-builds' {
  import type { ClientOptions, Webhooks } from 'sdk-runtime'
  export type BuildEvent =
    | { type: 'build.succeeded'; data: { buildId: string; durationMs: number } }
    | { type: 'build.failed'; data: { buildId: string; reason: string } }
  export class AcmeBuilds {
    constructor(options?: ClientOptions)
    webhooks: Webhooks<BuildEvent>
  }
}

declare module 'transfers/models/errors' {
  export class Problem extends Error {
    type?: string
    title?: string
    status?: number
    detail?: string
  }
  export class ValidationProblem extends Problem {
    errors: { pointer: string; detail: string }[]
  }
}

declare module 'express' {
  import type { IncomingHttpHeaders } from 'node:http'
  interface Request {
    body: Buffer & Record<string, unknown>
    params: Record<string, string>
    headers: IncomingHttpHeaders
    originalUrl: string
    method: string
  }
  interface Response {
    status(code: number): Response
    json(body: unknown): Response
    sendStatus(code: number): Response
  }
  type Handler = (req: Request, res: Response) => void | Promise<void>
  interface Router {
    get(path: string, ...handlers: Handler[]): void
    post(path: string, ...handlers: Handler[]): void
    use(...handlers: Handler[]): void
  }
  interface Application extends Router {
    listen(port: number, callback?: () => void): void
  }
  interface Express {
    (): Application
    json(): Handler
    raw(options: { type: string }): Handler
    Router(): Router
  }
  const express: Express
  export default express
}

declare module 'tsoa' {
  type Decorator = (...args: any[]) => void
  export class Controller {
    setStatus(status: number): void
  }
  export type TsoaResponse<Status extends number, Body> = (status: Status, body: Body) => any
  export function Route(path: string): Decorator
  export function Tags(...tags: string[]): Decorator
  export function Get(path?: string): Decorator
  export function OperationId(id: string): Decorator
  export function Extension(name: string, value: unknown): Decorator
  export function Query(name?: string): Decorator
  export function Path(name?: string): Decorator
  export function Res(): Decorator
}

declare module '@asteasolutions/zod-to-openapi' {
  import type { ZodType, ZodTypeAny, z } from 'zod'
  export function extendZodWithOpenApi(zod: typeof z): void
  export class OpenAPIRegistry {
    definitions: unknown[]
    register<T extends ZodTypeAny>(name: string, schema: T): T
    registerPath(route: {
      method: 'get' | 'post' | 'put' | 'patch' | 'delete'
      path: string
      operationId?: string
      tags?: string[]
      summary?: string
      request?: { params?: ZodType; query?: ZodType; body?: unknown }
      responses: Record<number, { description: string; content?: Record<string, { schema: ZodType }> }>
      [extension: `x-${string}`]: unknown
    }): void
  }
  export class OpenApiGeneratorV31 {
    constructor(definitions: unknown[])
    generateDocument(config: { openapi: string; info: { title: string; version: string }; servers?: { url: string }[] }): Record<string, unknown>
  }
}

declare module 'pg' {
  export interface QueryResult<Row = any> { rows: Row[]; rowCount: number | null }
  export class Pool {
    query<Row = any>(text: string, values?: unknown[]): Promise<QueryResult<Row>>
  }
}

/** Files the framework tools generate (tsoa's routes), imported by the server samples. */
declare module '*/build/routes' {
  export function RegisterRoutes(app: import('express').Router): void
}
