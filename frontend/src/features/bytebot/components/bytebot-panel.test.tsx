import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byteBotFallback, byteBotRules, byteBotWelcome } from '../../../content/bytebot-script';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ByteBotLauncher } from './bytebot-launcher';
import ByteBotPanel from './bytebot-panel';

const jobsReply = byteBotRules.find((r) => r.topic === 'jobs')!.text;
const log = () => screen.getByRole('log', { name: 'ByteBot conversation' });
/** The text of every bubble, oldest first. */
const bubbles = () =>
  within(log())
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
const input = () => screen.getByRole('textbox', { name: 'Type your message' });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
/**
 * A click that takes no wall-clock time: with `shouldAdvanceTime` the fake clock follows real
 * time, so a user-event click would eat into the delay being measured to the millisecond.
 */
const instantClick = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function openPanel() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithProviders(<ByteBotPanel />);
  advance(1000);
  expect(bubbles()).toEqual([byteBotWelcome.text]);
  return user;
}

describe('ByteBot panel', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('loads only when the launcher is first clicked, then welcomes the visitor', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<ByteBotLauncher />);
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open ByteBot chat' }));
    expect(await screen.findByRole('heading', { name: 'ByteBot' })).toBeInTheDocument();
    // The lazily loaded panel can show before its effects, the welcome's timer among them, have
    // run (on a busy machine): run them before the clock moves.
    await act(async () => {});
    advance(1000);
    expect(bubbles()).toEqual([byteBotWelcome.text]);
  });

  it('sends on Enter, locks the input while typing and answers after 1500 ms', async () => {
    const user = await openPanel();
    await user.type(input(), 'Any jobs?{Enter}');
    expect(bubbles()).toEqual([byteBotWelcome.text, 'Any jobs?']);
    expect(input()).toBeDisabled();
    expect(input()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByText('ByteBot is typing…')).toBeInTheDocument();
    advance(1500);
    expect(bubbles()).toEqual([byteBotWelcome.text, 'Any jobs?', jobsReply]);
    expect(input()).toBeEnabled();
    expect(input()).toHaveFocus();
  });

  it('inserts a new line on Shift+Enter instead of sending', async () => {
    const user = await openPanel();
    await user.type(input(), 'hello{Shift>}{Enter}{/Shift}there');
    expect(input()).toHaveValue('hello\nthere');
    expect(bubbles()).toEqual([byteBotWelcome.text]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(bubbles()).toEqual([byteBotWelcome.text, 'hello\nthere']);
  });

  it('sends nothing for whitespace only', async () => {
    const user = await openPanel();
    await user.type(input(), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(input()).toBeEnabled();
    advance(2000);
    expect(bubbles()).toEqual([byteBotWelcome.text]);
  });

  it("sends a 'message' option's value and answers after 1000 ms", async () => {
    await openPanel();
    instantClick('Jobs & salaries');
    expect(bubbles()).toEqual([byteBotWelcome.text, 'Tell me about jobs and salaries']);
    expect(input()).toBeDisabled();
    advance(999);
    expect(bubbles()).toHaveLength(2);
    advance(1);
    expect(bubbles()).toEqual([byteBotWelcome.text, 'Tell me about jobs and salaries', jobsReply]);
  });

  it('links form options to their page and external links to a new tab', async () => {
    const user = await openPanel();
    await user.type(input(), 'blah{Enter}');
    advance(1500);
    expect(bubbles().at(-1)).toBe(byteBotFallback.text);
    const startProject = within(log()).getAllByRole('link', { name: 'Start a project' }).at(-1);
    expect(startProject).toHaveAttribute('href', '/contact');
    await user.click(screen.getByRole('button', { name: 'Contact details' }));
    advance(1000);
    const messageUs = within(log()).getByRole('link', { name: 'Message us' });
    expect(messageUs).toHaveAttribute('target', '_blank');
    expect(messageUs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(messageUs.getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
  });

  it('clears the chat and says "Chat cleared" after 500 ms', async () => {
    await openPanel();
    instantClick('Clear chat');
    expect(bubbles()).toEqual([]);
    advance(499);
    expect(bubbles()).toEqual([]);
    advance(1);
    expect(bubbles()).toEqual(['Chat cleared']);
  });

  it('keeps the conversation and the draft through minimise, and the conversation through close', async () => {
    const user = await openPanel();
    await user.type(input(), 'hello{Enter}');
    advance(1500);
    const conversation = bubbles();
    expect(conversation).toHaveLength(3);

    await user.type(input(), 'half a thought');
    await user.click(screen.getByRole('button', { name: 'Minimise chat' }));
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore ByteBot chat' }));
    expect(bubbles()).toEqual(conversation);
    expect(input()).toHaveValue('half a thought');

    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open ByteBot chat' }));
    advance(1000);
    expect(bubbles()).toEqual(conversation);
  });
});
