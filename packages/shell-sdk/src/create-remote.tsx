import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteAppProps } from './props';
import { ModuleErrorBoundary } from './remote-error-boundary';
import { RemoteRoot } from './remote-root';

/** Wraps a remote's root component as a single-spa parcel: the framework-neutral mount contract. */
export function createRemoteApp(moduleName: string, App: ComponentType) {
  function Root(props: RemoteAppProps) {
    return (
      <RemoteRoot props={props}>
        <ModuleErrorBoundary moduleName={moduleName}>
          <App />
        </ModuleErrorBoundary>
      </RemoteRoot>
    );
  }
  return singleSpaReact<RemoteAppProps>({ React, ReactDOMClient, rootComponent: Root });
}
