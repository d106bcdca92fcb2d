/**
 * The environment page code may see: `NODE_ENV` and the `SITE_PUBLIC_*` variables, nothing else
 * (XSS-9). Its own module, so the build record (build-record.ts) keys on it without loading the
 * page runtime.
 */
export function publicEnv(): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => name === 'NODE_ENV' || name.startsWith('SITE_PUBLIC_')))
}
