// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSignOut } from './sign-out';

const logout = vi.fn(async () => undefined);
vi.mock('./session/use-logout', () => ({ useLogout: () => logout }));

afterEach(() => vi.unstubAllGlobals());

describe('useSignOut', () => {
  it("when a user signs out, then the offline API answers and the per-caller manifest are dropped before the session", async () => {
    const order: string[] = [];
    const remotes = { delete: vi.fn(async (url: string) => (order.push(`remotes:${url}`), true)) };
    vi.stubGlobal('caches', {
      delete: vi.fn(async (name: string) => (order.push(`delete:${name}`), true)),
      open: vi.fn(async (name: string) => (name === 'remotes' ? remotes : Promise.reject(new Error(name)))),
    });
    logout.mockImplementation(async () => void order.push('logout'));
    const { result } = renderHook(() => useSignOut());
    await result.current();
    expect(order).toEqual(['delete:api', 'remotes:/mfe-manifest.json', 'logout']);
  });
});
