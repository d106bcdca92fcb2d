/** defineConfig: identity function that gives `content/site.config.ts` editor types. */
import type { Generator, GeneratedFile, UserConfig } from './schema.js'

export type { Generator, GeneratedFile, UserConfig }
export const defineConfig = (config: UserConfig): UserConfig => config
