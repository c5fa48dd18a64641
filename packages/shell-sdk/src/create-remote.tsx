import type { ComponentType } from 'react';
import type { Texts } from '@app/i18n/create-i18n';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteAppProps } from './props';
import { ModuleErrorBoundary } from './remote-error-boundary';
import { RemoteRoot } from './remote-root';

/**
 * Wraps a remote's root component as a single-spa parcel: the framework-neutral mount contract.
 * texts: the remote's own bundle from @app/i18n/bundles. ready: what the first render needs in
 * (lazyScreenRoutes' `ready`, the opening screen's code); the parcel mounts once it has settled, so
 * that screen renders at once instead of after a fallback (lazy-screens.tsx).
 */
export function createRemoteApp(moduleName: string, App: ComponentType, texts: Texts, { ready }: { ready?: Promise<void> } = {}) {
  function Root(props: RemoteAppProps) {
    return (
      <RemoteRoot props={props} texts={texts}>
        <ModuleErrorBoundary moduleName={moduleName}>
          <App />
        </ModuleErrorBoundary>
      </RemoteRoot>
    );
  }
  const lifecycles = singleSpaReact<RemoteAppProps>({ React, ReactDOMClient, rootComponent: Root });
  if (!ready) return lifecycles;
  return { ...lifecycles, mount: (props: Parameters<typeof lifecycles.mount>[0]) => ready.then(() => lifecycles.mount(props)) };
}
