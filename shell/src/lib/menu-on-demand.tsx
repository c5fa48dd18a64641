import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import styled from 'styled-components';

type WithOpen<P> = P & { defaultOpen?: boolean };

/**
 * A menu button whose menu (Radix menu, its tooltip, the items' icons) loads when first wanted:
 * the pointer over the button, focus on it, or a press. Until then `Placeholder` renders the same
 * button. A press before the code arrives opens the menu when it does; a button still focused
 * gets its focus back, one still hovered the pointer move its tooltip opens on. Once loaded, every
 * later mount renders the menu at once.
 */
export function menuOnDemand<P extends object>(load: () => Promise<ComponentType<WithOpen<P>>>, Placeholder: ComponentType<P>) {
  let loaded: ComponentType<WithOpen<P>> | null = null;
  let loading: Promise<ComponentType<WithOpen<P>>> | null = null;
  const start = () => (loading ??= load().then((component) => (loaded = component)));

  return function MenuOnDemand(props: P) {
    const [menu, setMenu] = useState(() => (loaded ? { Menu: loaded, open: false } : null));
    const wrap = useRef<HTMLSpanElement>(null);
    const pressed = useRef(false);
    const resume = useRef({ focus: false, hover: false });
    const want = (press: boolean) => {
      if (menu) return;
      pressed.current ||= press;
      void start().then((Menu) => {
        const button = wrap.current?.querySelector('button');
        resume.current = { focus: !!button?.contains(document.activeElement), hover: !!button?.matches(':hover') };
        setMenu({ Menu, open: pressed.current });
      });
    };
    useLayoutEffect(() => {
      const button = wrap.current?.querySelector('button');
      if (!menu || menu.open || !button) return;
      if (resume.current.focus) button.focus();
      else if (resume.current.hover) button.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
    }, [menu]);
    return (
      <Contents ref={wrap} onPointerEnter={() => want(false)} onFocus={() => want(false)} onPointerDown={() => want(true)} onClick={() => want(true)}>
        {menu ? <menu.Menu {...props} defaultOpen={menu.open} /> : <Placeholder {...props} />}
      </Contents>
    );
  };
}

// No box of its own: the button lays out as if the wrapper were not there.
const Contents = styled.span`
  display: contents;
`;
