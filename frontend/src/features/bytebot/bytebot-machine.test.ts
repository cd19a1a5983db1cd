import { describe, expect, it } from 'vitest';
import {
  byteBotCleared,
  byteBotFallback,
  byteBotRules,
  byteBotWelcome,
} from '../../content/bytebot-script';
import {
  byteBotReducer,
  initialByteBotState,
  replyTo,
  type ByteBotAction,
  type ByteBotState,
} from './bytebot-machine';

const rule = (topic: string) => byteBotRules.find((r) => r.topic === topic);
const run = (actions: ByteBotAction[], from: ByteBotState = initialByteBotState) =>
  actions.reduce(byteBotReducer, from);

describe('replyTo', () => {
  it.each([
    ['What services do you offer?', 'services'],
    ['Do you build CLOUD platforms?', 'services'],
    ['I want to hire a developer', 'services'],
    ['Any JOBS open?', 'jobs'],
    ['what salary do you pay', 'jobs'],
    ['Tell me about Internships', 'internships'],
    ['what is the intern STIPEND', 'internships'],
    ['How can I contact you?', 'contact'],
    ['What is your phone number', 'contact'],
    ['What does a project COST?', 'pricing'],
    ['how much for a website', 'pricing'],
    ['Hello', 'greetings'],
    ['hi there!', 'greetings'],
    ['NAMASTE', 'greetings'],
  ])('answers %j with the %s reply', (text, topic) => {
    expect(replyTo(text)).toBe(rule(topic));
  });

  it('gives the figures the spec quotes', () => {
    expect(rule('jobs')!.text).toContain('₹7,50,000 to ₹14,00,000 per year');
    expect(rule('internships')!.text).toContain('₹15,000-25,000 per month');
    expect(rule('internships')!.text).toContain('3-6 months');
    expect(rule('pricing')!.text).toContain('from ₹15,000');
    expect(rule('pricing')!.text).toContain('₹50,000+');
    expect(rule('pricing')!.text).toMatch(/quantum/i);
  });

  it('matches whole words only', () => {
    // 'hire' contains 'hi' and 'said' contains 'ai': neither is a greeting nor a service.
    expect(replyTo('hire')).toBe(rule('services'));
    expect(replyTo('she said so')).toBe(byteBotFallback);
  });

  it('answers the first matching topic when a text touches several', () => {
    expect(replyTo('hi, what is the salary for developers?')).toBe(rule('jobs'));
    expect(replyTo('internship jobs')).toBe(rule('internships'));
  });

  it('falls back when no keyword matches', () => {
    expect(replyTo('What is the meaning of life?')).toBe(byteBotFallback);
    expect(replyTo('')).toBe(byteBotFallback);
  });
});

describe('byteBotReducer', () => {
  it('moves closed → open → minimised → open → closed', () => {
    let state = initialByteBotState;
    expect(state.panel).toBe('closed');
    state = byteBotReducer(state, { type: 'open' });
    expect(state.panel).toBe('open');
    state = byteBotReducer(state, { type: 'minimise' });
    expect(state.panel).toBe('minimised');
    state = byteBotReducer(state, { type: 'open' });
    expect(state.panel).toBe('open');
    state = byteBotReducer(state, { type: 'close' });
    expect(state.panel).toBe('closed');
  });

  it('cannot minimise a closed panel', () => {
    expect(byteBotReducer(initialByteBotState, { type: 'minimise' })).toBe(initialByteBotState);
  });

  it('queues the welcome on the first opening only', () => {
    const opened = run([{ type: 'open' }]);
    expect(opened.pending).toEqual({ reply: byteBotWelcome, after: 'welcome' });
    const welcomed = run([{ type: 'deliver', at: 1 }, { type: 'close' }, { type: 'open' }], opened);
    expect(welcomed.messages).toEqual([
      {
        id: 'm1',
        type: 'bot',
        text: byteBotWelcome.text,
        options: byteBotWelcome.options,
        timestamp: 1,
      },
    ]);
    expect(welcomed.pending).toBeNull();
  });

  it('adds the trimmed user message and types the reply; ignores blank text and sends while typing', () => {
    const sent = run([
      { type: 'open' },
      { type: 'deliver', at: 1 },
      { type: 'send', text: '   ', via: 'typed', at: 2 },
      { type: 'send', text: '  jobs please \n', via: 'typed', at: 3 },
      { type: 'send', text: 'hello', via: 'typed', at: 4 },
    ]);
    expect(sent.messages.map((m) => [m.type, m.text])).toEqual([
      ['bot', byteBotWelcome.text],
      ['user', 'jobs please'],
    ]);
    expect(sent.typing).toBe(true);
    expect(sent.pending).toEqual({ reply: rule('jobs'), after: 'typed' });

    const answered = byteBotReducer(sent, { type: 'deliver', at: 5 });
    expect(answered.typing).toBe(false);
    expect(answered.messages.at(-1)).toMatchObject({ type: 'bot', text: rule('jobs')!.text });
  });

  it('marks option clicks so the hook uses the shorter delay', () => {
    const state = run([{ type: 'open' }, { type: 'send', text: 'pricing', via: 'option', at: 1 }]);
    expect(state.pending).toEqual({ reply: rule('pricing'), after: 'option' });
  });

  it('clears the chat, drops a reply being typed and queues "Chat cleared"', () => {
    const cleared = run([
      { type: 'open' },
      { type: 'deliver', at: 1 },
      { type: 'send', text: 'jobs', via: 'typed', at: 2 },
      { type: 'clear' },
    ]);
    expect(cleared.messages).toEqual([]);
    expect(cleared.typing).toBe(false);
    expect(cleared.pending).toEqual({ reply: byteBotCleared, after: 'clear' });
    expect(byteBotReducer(cleared, { type: 'deliver', at: 3 }).messages).toMatchObject([
      { type: 'bot', text: 'Chat cleared' },
    ]);
  });
});
