// Runs in every test file: after each test, one turn of the event loop (tests/helpers/event-loop.ts);
// after the file, remove the folders it made in tests/.tmp.
import { afterAll, afterEach } from 'vitest'
import { removeTempRoots } from './helpers/cli.js'
import { turn } from './helpers/event-loop.js'

afterEach(turn)
afterAll(removeTempRoots)
