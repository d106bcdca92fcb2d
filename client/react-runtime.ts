/**
 * The React API of a site's component islands: the built-in islands' own copy (the build maps
 * React to Preact's compatibility layer, renderer/stages/assets.ts), put on a global that the
 * islands' `react`, `react-dom`, `react-dom/client` and JSX runtime imports read
 * (renderer/mdx/component-islands.ts), so a page loads one runtime however many islands it has.
 * client/entry.tsx installs it before it imports an island's code.
 */
// Named imports, not namespaces: esbuild puts a module's code in one chunk, shared with the built-in
// islands, and a namespace would keep every export of Preact's compat layer alive in it.
import {
  Children, Component, Fragment, PureComponent, StrictMode, Suspense, cloneElement, createContext, createElement, createPortal, createRef,
  flushSync, forwardRef, isValidElement, lazy, memo, startTransition, unstable_batchedUpdates,
  use, useCallback, useContext, useDebugValue, useDeferredValue, useEffect, useId, useImperativeHandle, useInsertionEffect, useLayoutEffect,
  useMemo, useReducer, useRef, useState, useSyncExternalStore, useTransition, version,
} from 'preact/compat'
import { createRoot, hydrateRoot } from 'preact/compat/client'
import { jsx, jsxDEV, jsxs } from 'preact/compat/jsx-runtime'
import { ISLAND_REACT_GLOBAL } from '../core/island-runtime.js'
import { mount } from './component-island.js'

/** React's API (`react`, `react-dom`, `react-dom/client`, the JSX runtimes) as Preact's compat layer gives it. */
const API: Record<string, unknown> = {
  Children, Component, Fragment, PureComponent, StrictMode, Suspense, cloneElement, createContext, createElement, createPortal, createRef,
  flushSync, forwardRef, isValidElement, lazy, memo, startTransition, unstable_batchedUpdates,
  use, useCallback, useContext, useDebugValue, useDeferredValue, useEffect, useId, useImperativeHandle, useInsertionEffect, useLayoutEffect,
  useMemo, useReducer, useRef, useState, useSyncExternalStore, useTransition, version, createRoot, hydrateRoot, jsx, jsxs, jsxDEV,
}
// `import React from 'react'` and `require('react').default` are the whole API, as with React's CommonJS build.
API.default = API

/** Puts the API on its global (once) and gives the function that hydrates a component island. */
export function installRuntime(): typeof mount {
  ;(globalThis as unknown as Record<string, unknown>)[ISLAND_REACT_GLOBAL] ??= API
  return mount
}
