// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import type { AppProps } from 'single-spa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '@app/i18n/resources';
import { createRemoteApp } from './create-remote';
import type { RemoteAppProps } from './props';

afterEach(() => document.body.replaceChildren());

function mountProps(): RemoteAppProps & AppProps & { domElement: HTMLElement } {
  const domElement = document.body.appendChild(document.createElement('div'));
  return {
    user: { id: 7, name: 'Alex Morgan', username: 'alex', email: 'agent@example.com', role: 'user' },
    basePath: '/progress',
    location: { pathname: '/progress', search: '', hash: '' },
    navigate: vi.fn(),
    language: 'en',
    theme: 'dark',
    toast: vi.fn(),
    queryClient: new QueryClient(),
    logout: vi.fn(),
    domElement,
    name: 'test-parcel',
    mountParcel: vi.fn() as unknown as AppProps['mountParcel'],
    singleSpa: {},
  };
}

describe('createRemoteApp', () => {
  it('when given what its first render needs, then the parcel mounts only once that has settled', async () => {
    let settle!: () => void;
    const ready = new Promise<void>((resolve) => (settle = resolve));
    const parcel = createRemoteApp('mfe_test', () => <p>screen</p>, resources, { ready });
    const props = mountProps();
    await parcel.bootstrap(props);
    let mounted = false;
    const mounting = parcel.mount(props).then(() => (mounted = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mounted).toBe(false);
    expect(props.domElement.textContent).toBe('');
    settle();
    await mounting;
    await vi.waitFor(() => expect(props.domElement.textContent).toBe('screen'));
    await parcel.unmount(props);
  });
});
