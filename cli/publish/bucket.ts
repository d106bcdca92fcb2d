/**
 * The bucket side of a publish, on @aws-sdk/client-s3: credentials from the standard AWS chain
 * (environment, shared config and credentials files, AWS_PROFILE), any S3-compatible endpoint
 * (path-style when one is given: MinIO, R2, GCS interoperability, s3rver). The SDK's standard
 * retry mode retries throttling and 5xx with jittered exponential back-off. Checksums are sent
 * only where S3 requires them: R2, GCS and older servers reject the newer default trailers.
 */
import { createReadStream } from 'node:fs'
import { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import type { LocalObject } from './local-files.js'

/** Objects above this size go up in parts (lib-storage), so a large file survives a flaky link. */
const MULTIPART_BYTES = 16 * 1024 * 1024
/** The metadata key holding the content hash (x-amz-meta-site-sha256): ETags differ for multipart uploads. */
export const HASH_META = 'site-sha256'

export interface BucketOptions {
  bucket: string
  endpoint?: string
  region?: string
}

export interface Bucket {
  /** The stored content hash of `key`, or null when there is no such object. */
  storedHash(key: string): Promise<string | null>
  put(object: LocalObject): Promise<void>
  putText(key: string, text: string, type: string): Promise<void>
  getText(key: string): Promise<string | undefined>
  /** Deletes keys (1,000 per request); returns the keys that failed. */
  remove(keys: string[]): Promise<string[]>
  close(): void
}

export function openBucket(options: BucketOptions): Bucket {
  const client = new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    region: options.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? (options.endpoint ? 'us-east-1' : undefined),
    retryMode: 'standard',
    maxAttempts: 5,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = options.bucket
  return {
    async storedHash(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        return head.Metadata?.[HASH_META] ?? ''
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    },
    async put(object) {
      const params = {
        Bucket,
        Key: object.key,
        ContentType: object.contentType,
        CacheControl: object.cacheControl,
        Metadata: { [HASH_META]: object.sha256 },
        ...(object.redirect ? { WebsiteRedirectLocation: object.redirect } : {}),
      }
      if (object.size > MULTIPART_BYTES) {
        await new Upload({ client, params: { ...params, Body: createReadStream(object.file) }, queueSize: 2, partSize: 8 * 1024 * 1024 }).done()
      } else {
        const { readFile } = await import('node:fs/promises')
        await client.send(new PutObjectCommand({ ...params, Body: await readFile(object.file) }))
      }
    },
    async putText(key, text, type) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: text, ContentType: type, CacheControl: 'no-store' }))
    },
    async getText(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        return await answer.Body?.transformToString('utf8')
      } catch (error) {
        if (isNotFound(error)) return undefined
        throw error
      }
    },
    async remove(keys) {
      const failed: string[] = []
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000)
        try {
          const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }))
          for (const e of answer.Errors ?? []) if (e.Key) failed.push(e.Key)
        } catch {
          failed.push(...batch)
        }
      }
      return failed
    },
    close: () => client.destroy(),
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey')
}
