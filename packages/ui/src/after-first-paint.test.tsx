// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AfterFirstPaint', () => {
  it('when the screen first renders, then its content is not there; in the next task it is', async () => {
    vi.useFakeTimers();
    render(
      <>
        <p>first screen</p>
        <AfterFirstPaint>
          <p>below the fold</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByText('first screen')).toBeTruthy();
    expect(screen.queryByText('below the fold')).toBeNull();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('below the fold')).toBeTruthy();
  });

  it('when it leaves before its turn, then nothing is rendered later', async () => {
    vi.useFakeTimers();
    const view = render(
      <AfterFirstPaint>
        <p>below the fold</p>
      </AfterFirstPaint>,
    );
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
