// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuOnDemand } from './menu-on-demand';

afterEach(cleanup);

type Props = { name: string };
const Placeholder = ({ name }: Props) => <button type="button">{name}</button>;
const RealMenu = ({ name, defaultOpen }: Props & { defaultOpen?: boolean }) => (
  <>
    <button type="button">{name}</button>
    {defaultOpen && <ul role="menu" aria-label={`${name} menu`} />}
  </>
);

/** A loader the test resolves by hand, as a slow network would. */
function slowLoader() {
  let arrive: () => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof RealMenu>((resolve) => (arrive = () => resolve(RealMenu))));
  return { load, arrive: () => arrive() };
}

describe('menuOnDemand', () => {
  it('when nobody comes near the button, then the menu code is not loaded', () => {
    const { load } = slowLoader();
    const Menu = menuOnDemand(load, Placeholder);
    render(<Menu name="Account" />);
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('when the button is pressed before the code arrives, then the menu opens on arrival', async () => {
    const { load, arrive } = slowLoader();
    const Menu = menuOnDemand(load, Placeholder);
    render(<Menu name="Account" />);
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.queryByRole('menu')).toBeNull();
    arrive();
    expect(await screen.findByRole('menu', { name: 'Account menu' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when focus reaches the button, then the code loads, the menu stays shut and the new button keeps the focus', async () => {
    const { load, arrive } = slowLoader();
    const Menu = menuOnDemand(load, Placeholder);
    render(<Menu name="Quick" />);
    const placeholder = screen.getByRole('button', { name: 'Quick' });
    placeholder.focus();
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Quick' })).not.toBe(placeholder));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Quick' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('when the code has arrived once, then a later mount renders the menu at once', async () => {
    const { load, arrive } = slowLoader();
    const Menu = menuOnDemand(load, Placeholder);
    const first = render(<Menu name="Account" />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Account' }));
    arrive();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    first.unmount();
    await Promise.resolve();
    render(<Menu name="Account" />);
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(load).toHaveBeenCalledTimes(1);
    // The real menu renders straight away: pressing it is the real menu's business, not a reopen.
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
