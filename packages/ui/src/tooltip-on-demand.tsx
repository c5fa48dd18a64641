import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import type { TooltipProps } from './tooltip';

let loaded: ComponentType<TooltipProps> | null = null;
let loading: Promise<ComponentType<TooltipProps>> | null = null;
const load = () => (loading ??= import(/* webpackChunkName: "tooltip" */ './tooltip').then((m) => (loaded = m.Tooltip)));

/**
 * The Tooltip, with its code (Radix and floating-ui, about 12 KB gzipped) loaded when first wanted:
 * the pointer over the trigger or focus on it. Until then the trigger renders alone, the same
 * element with the same handlers. When the code arrives the trigger is rendered anew inside the
 * tooltip; one still focused gets its focus back and one still hovered gets the pointer move a
 * Radix tooltip opens on, so the hint appears after the usual delay. A press under way when the code
 * arrives finishes on the element it began on (a new element would lose its click): the trigger is
 * rendered anew only after the release.
 */
export function TooltipOnDemand(props: TooltipProps) {
  const [Tip, setTip] = useState(() => loaded);
  const wrap = useRef<HTMLSpanElement>(null);
  const resume = useRef({ focus: false, hover: false });
  const pressed = useRef(false);
  const waiting = useRef<ComponentType<TooltipProps> | null>(null);
  const swap = (component: ComponentType<TooltipProps>) => {
    const trigger = wrap.current?.firstElementChild;
    resume.current = { focus: !!trigger?.contains(document.activeElement), hover: !!trigger?.matches(':hover') };
    setTip(() => component);
  };
  const want = () => {
    if (Tip) return;
    void load().then((component) => {
      if (pressed.current) waiting.current = component;
      else swap(component);
    });
  };
  // The click follows the release in the same task: swap after it.
  const release = () =>
    setTimeout(() => {
      pressed.current = false;
      const component = waiting.current;
      waiting.current = null;
      if (component) swap(component);
    });
  useLayoutEffect(() => {
    const trigger = wrap.current?.firstElementChild;
    if (!Tip || !(trigger instanceof HTMLElement)) return;
    if (resume.current.focus) trigger.focus();
    else if (resume.current.hover) trigger.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
  }, [Tip]);
  return (
    <Contents ref={wrap} onPointerEnter={want} onFocus={want} onPointerDown={() => (pressed.current = true)} onPointerUp={release} onPointerCancel={release}>
      {Tip ? <Tip {...props} /> : props.children}
    </Contents>
  );
}

// No box of its own: the trigger lays out as if the wrapper were not there.
const Contents = styled.span`
  display: contents;
`;
