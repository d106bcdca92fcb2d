// Runs in every test file: after the file, remove the folders it made in tests/.tmp.
import { afterAll } from 'vitest'
import { removeTempRoots } from './helpers/cli.js'

afterAll(removeTempRoots)
