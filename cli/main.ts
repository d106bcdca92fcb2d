/**
 * The `site` command line: parses flags with commander and hands each command to its module,
 * imported only when that command runs (so `site --help` stays fast).
 * Exit codes: 0 success, 1 content or work failed, 2 usage error.
 */
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander'
import { VERSION } from './version.js'

/** Makes the engine's shared assets beside its bundle (scripts/build-engine.mjs, once the bundle is built; renderer/stages/assets.ts). */
export async function prebuildClientAssets(): Promise<void> {
  await (await import('../renderer/stages/assets.js')).prebuildClientAssets()
}

export async function main(argv: string[]): Promise<void> {
  const program = new Command('site')
    .description('Build, serve and publish a documentation and blog site from MDX.')
    .version(VERSION, '-v, --version')
    .exitOverride()
    .showHelpAfterError('(run site --help for usage)')
  addBuild(program)
  addServers(program)
  addProjectCommands(program)
  addPublish(program)
  try {
    await program.parseAsync(argv)
  } catch (error) {
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode === 0 ? 0 : 2
      return
    }
    throw error
  }
}

/** `site build`. */
function addBuild(program: Command): void {
  program
    .command('build')
    .description('Build the site under --root into --out (default <root>/dist)')
    .option('--root <dir>', 'project folder holding content/', '.')
    .option('--out <dir>', 'output folder (default: <root>/dist)')
    .option('--json', 'print the page map as JSON instead of writing files')
    .option('--dry-run', 'build into memory and write nothing')
    .option('--no-cache', 'build without the caches in <root>/.site-cache (compiled pages, rendered HTML, images)')
    .addOption(new Option('--threads <n>', 'worker threads (0 = in-process)').argParser(toInt))
    .option('--force', 'replace an existing --out folder even though an earlier build did not write it (its files are deleted)')
    .addOption(new Option('--on-broken-links <level>', "what a broken internal link is, over the config's `links`: error (fails the build) or warn").choices(['error', 'warn']))
    .action(async (flags) => {
      const { runBuild } = await import('./commands/build.js')
      process.exitCode = await runBuild(flags)
    })
}

/** `site dev` and `site serve`. */
function addServers(program: Command): void {
  program
    .command('dev')
    .description('Serve the site from memory, rebuild on save and reload the browser')
    .option('--root <dir>', 'project folder holding content/', '.')
    .addOption(new Option('--port <n>', 'port').default(3000).argParser(toPort))
    .option('--host <host>', 'interface to listen on (loopback unless you ask)', '127.0.0.1')
    .addOption(allowedHostsOption())
    .action(async (flags) => {
      const { runDev } = await import('./commands/dev.js')
      // Once stopped, leave even if a watcher or a socket still holds the event loop.
      process.exit(await runDev(flags))
    })

  program
    .command('serve')
    .description('Serve a built site exactly as a static host would, plus the newsletter API')
    .option('--root <dir>', 'project folder holding content/', '.')
    .option('--out <dir>', 'built output folder (default: <root>/dist)')
    .addOption(new Option('--port <n>', 'port').default(3000).argParser(toPort))
    .option('--host <host>', 'interface to listen on (loopback unless you ask)', '127.0.0.1')
    .addOption(allowedHostsOption())
    .action(async (flags) => {
      const { runServe } = await import('./commands/serve.js')
      process.exit(await runServe(flags))
    })
}

/** `site init` and `site migrate`. */
function addProjectCommands(program: Command): void {
  program
    .command('init')
    .description('Write a minimal working site into DIR (default: the current folder), which must be empty')
    .argument('[dir]', 'folder of the new site')
    .option('--blog', 'add a blog with a first post')
    .action(async (dir: string | undefined, flags) => {
      const { runInit } = await import('./commands/init.js')
      process.exitCode = await runInit(dir, flags)
    })

  program
    .command('migrate')
    .description('Turn a Nextra project (pages/, app/ or content/, next.config, theme.config), a Docusaurus project (docs/, blog/, static/, i18n/, docusaurus.config) or a VitePress project (.vitepress/config and its pages) into a site: content/ and content/site.config.ts')
    .argument('<from>', 'what the project is: nextra, docusaurus or vitepress')
    .argument('[dir]', 'the project folder (default: the current folder)')
    .action(async (from: string, dir: string | undefined) => {
      const { runMigrate } = await import('./commands/migrate.js')
      process.exitCode = await runMigrate(from, dir)
    })
}

/** `site publish`. */
function addPublish(program: Command): void {
  program
    .command('publish')
    .description('Upload a build to an S3-compatible bucket: incremental, pages last, stale objects deleted after')
    .option('--root <dir>', 'project folder holding content/', '.')
    .option('--out <dir>', 'built output folder (default: <root>/dist)')
    .option('--bucket <name>', 'bucket to publish to (or publish.bucket in the config)')
    .option('--prefix <path>', 'key prefix inside the bucket')
    .option('--endpoint <url>', 'S3-compatible endpoint (MinIO, R2, GCS); path-style addressing')
    .option('--region <region>', 'bucket region (default: AWS_REGION or the shared config)')
    .option('--dry-run', 'list what would be uploaded and deleted, change nothing')
    .addOption(new Option('--concurrency <n>', 'parallel uploads (default 8)').argParser(toInt))
    .addOption(new Option('--asset-grace-hours <n>', 'hours hashed assets of an earlier release stay (default 24)').argParser(toInt))
    .option('--json', 'print the summary as JSON')
    .action(async (flags) => {
      const { runPublish } = await import('./commands/publish.js')
      process.exitCode = await runPublish(flags)
    })
}

/** `--allowed-hosts a.example,.b.example`: Host names answered besides loopback and, bound publicly, this machine. */
function allowedHostsOption(): Option {
  return new Option('--allowed-hosts <names>', 'comma-separated Host names to answer besides localhost (.example.com for a domain and its subdomains)').argParser(
    (value: string) => value.split(',').map((h) => h.trim()).filter(Boolean),
  )
}

/** A TCP port: 0 (any free one) to 65535. Node threw ERR_SOCKET_BAD_PORT with a stack for 99999. */
function toPort(value: string): number {
  const n = toInt(value)
  if (n > 65535) throw new InvalidArgumentError(`Expected a port from 0 to 65535, received ${JSON.stringify(value)}`)
  return n
}

/** Parses a whole non-negative number flag. */
function toInt(value: string): number {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError(`Expected a whole number, received ${JSON.stringify(value)}`)
  return n
}
