import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byteBotRules, byteBotWelcome } from '../../content/bytebot-script';
import { useByteBot } from './use-bytebot';

const texts = (result: { current: ReturnType<typeof useByteBot> }) =>
  result.current.state.messages.map((m) => m.text);
const jobsReply = byteBotRules.find((r) => r.topic === 'jobs')!.text;
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** An open chat whose welcome has arrived. */
function openChat() {
  const hook = renderHook(() => useByteBot());
  act(() => hook.result.current.open());
  advance(1000);
  return hook;
}

describe('useByteBot', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the welcome 1000 ms after the first opening, not before', () => {
    const { result } = renderHook(() => useByteBot());
    act(() => result.current.open());
    advance(999);
    expect(texts(result)).toEqual([]);
    advance(1);
    expect(texts(result)).toEqual([byteBotWelcome.text]);
  });

  it('opens at once when asked to start open', () => {
    const { result } = renderHook(() => useByteBot({ startOpen: true }));
    expect(result.current.state.panel).toBe('open');
    advance(1000);
    expect(texts(result)).toEqual([byteBotWelcome.text]);
  });

  it('types 1500 ms after typed input, with the input locked meanwhile', () => {
    const { result } = openChat();
    act(() => result.current.send('jobs'));
    expect(result.current.state.typing).toBe(true);
    advance(1499);
    expect(texts(result)).toEqual([byteBotWelcome.text, 'jobs']);
    advance(1);
    expect(texts(result)).toEqual([byteBotWelcome.text, 'jobs', jobsReply]);
    expect(result.current.state.typing).toBe(false);
  });

  it('types 1000 ms after an option click', () => {
    const { result } = openChat();
    act(() => result.current.choose('jobs'));
    advance(999);
    expect(result.current.state.typing).toBe(true);
    expect(texts(result)).toHaveLength(2);
    advance(1);
    expect(texts(result).at(-1)).toBe(jobsReply);
  });

  it('ignores text that is empty once trimmed', () => {
    const { result } = openChat();
    act(() => result.current.send(' \n\t '));
    expect(result.current.state.typing).toBe(false);
    advance(2000);
    expect(texts(result)).toEqual([byteBotWelcome.text]);
  });

  it('empties the chat and says "Chat cleared" 500 ms later', () => {
    const { result } = openChat();
    act(() => result.current.send('jobs'));
    act(() => result.current.clear());
    expect(texts(result)).toEqual([]);
    advance(499);
    expect(texts(result)).toEqual([]);
    advance(1);
    expect(texts(result)).toEqual(['Chat cleared']);
    // The reply being typed before the clear never arrives.
    advance(2000);
    expect(texts(result)).toEqual(['Chat cleared']);
  });

  it('keeps the conversation and a reply being typed through minimise, close and reopen', () => {
    const { result } = openChat();
    act(() => result.current.send('jobs'));
    act(() => result.current.minimise());
    advance(1500);
    act(() => result.current.close());
    act(() => result.current.open());
    expect(result.current.state.panel).toBe('open');
    expect(texts(result)).toEqual([byteBotWelcome.text, 'jobs', jobsReply]);
    advance(1000);
    expect(texts(result)).toHaveLength(3);
  });
});
