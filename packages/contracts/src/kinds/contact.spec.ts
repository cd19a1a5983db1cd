import { contactSchema } from './contact';
import { toFieldErrors } from '../errors';

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  service: 'cloud',
  message: 'We need help moving to the cloud.',
};

function errorsOf(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error);
}

describe('contactSchema', () => {
  it('accepts a valid message, trims it and drops unknown fields', () => {
    const parsed = contactSchema.parse({
      ...valid,
      name: '  Asha Rao ',
      isAdmin: true,
      budget: '',
    });
    expect(parsed).toEqual(valid);
  });

  it('drops U+0000, which PostgreSQL cannot store, before checking a field', () => {
    const parsed = contactSchema.parse({
      ...valid,
      name: 'Asha\u0000 Rao',
      email: 'asha@exa\u0000mple.com',
    });
    expect(parsed).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com' });
    expect(errorsOf({ ...valid, name: '\u0000\u0000' })).toEqual([
      { field: 'name', message: 'Name is required' },
    ]);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ name: undefined }, 'name', 'Name is required'],
    [{ name: '   ' }, 'name', 'Name is required'],
    [{ name: ' A ' }, 'name', 'Name must be at least 2 characters'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'asha@example' }, 'email', 'Please enter a valid email address'],
    [{ message: undefined }, 'message', 'Message is required'],
    [{ message: 'too short' }, 'message', 'Message must be at least 10 characters'],
    [{ message: 'x'.repeat(1001) }, 'message', 'Message must be at most 1000 characters'],
    [{ service: '' }, 'service', 'Service selection is required'],
    [{ service: 'teleportation' }, 'service', 'Please select a valid service'],
    [{ budget: 'a-lot' }, 'budget', 'Please select a valid budget'],
    [{ timeline: 'someday' }, 'timeline', 'Please select a valid timeline'],
  ])('rejects case %#', (change, field, message) => {
    expect(errorsOf({ ...valid, ...change })).toEqual([{ field, message }]);
  });
});
