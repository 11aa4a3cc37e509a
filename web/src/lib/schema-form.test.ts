import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from '@shared/schemas/zod';
import { schemaValidator, unlessBlocked } from './schema-form';

const schema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(3, 'Name is too long'),
  when: z.string().min(1, 'Pick a time'),
});

describe('schemaValidator', () => {
  it('gives each field its first message, in the schema’s words', () => {
    const validate = schemaValidator<{ name: string; when: string }>(schema);
    expect(validate({ name: '  ', when: '' })).toEqual({
      name: 'Name is required',
      when: 'Pick a time',
    });
    expect(validate({ name: 'abcd', when: 'now' })).toEqual({ name: 'Name is too long' });
    expect(validate({ name: 'ab', when: 'now' })).toEqual({});
  });

  it('checks what the API takes, and shows a key’s problem on the field that holds it', () => {
    const validate = schemaValidator<{ name: string; day: string }>(
      schema,
      (v) => ({ name: v.name, when: v.day }),
      (key) => (key === 'when' ? 'day' : key),
    );
    expect(validate({ name: 'ab', day: '' })).toEqual({ day: 'Pick a time' });
  });

  it('shows a list item’s problem on the field named from its whole path', () => {
    const list = z.strictObject({
      teams: z.array(z.strictObject({ id: z.string(), size: z.number().min(1, 'Too small') })),
    });
    const validate = schemaValidator<{ sizes: Record<string, number> }>(
      list,
      (v) => ({ teams: Object.entries(v.sizes).map(([id, size]) => ({ id, size })) }),
      (key, path) => (key === 'teams' ? `sizes.${['a', 'b'][Number(path[1])]}` : key),
    );
    expect(validate({ sizes: { a: 2, b: 0 } })).toEqual({ 'sizes.b': 'Too small' });
  });
});

describe('unlessBlocked', () => {
  const event = () =>
    ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement> & {
      preventDefault: ReturnType<typeof vi.fn>;
    };

  it('hands the event to the form while not blocked', () => {
    const submit = vi.fn();
    const e = event();
    unlessBlocked(false, submit)(e);
    expect(submit).toHaveBeenCalledWith(e);
    expect(e.preventDefault).not.toHaveBeenCalled();
  });

  it('sends nothing while blocked, and keeps the browser from submitting', () => {
    const submit = vi.fn();
    const e = event();
    unlessBlocked(true, submit)(e);
    expect(submit).not.toHaveBeenCalled();
    expect(e.preventDefault).toHaveBeenCalledTimes(1);
  });
});
