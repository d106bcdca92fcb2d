/** Files that are never published or served: dotfiles (but `.well-known`) and key or certificate files (DEV-19). */

const SECRET_FILE = /\.(pem|crt|cer|der|key|p12|pfx|jks|keystore|kdbx)$|^id_(rsa|dsa|ecdsa|ed25519)$/i

/** True for a path segment that is never served or copied into a build. */
export function isPrivateName(segment: string): boolean {
  return (segment.startsWith('.') && segment !== '.well-known') || SECRET_FILE.test(segment)
}
