import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { HttpError } from './errors.ts';
import { parseInput, parsePathParam } from './validate.ts';

const fieldsOf = (schema: z.ZodType, value: unknown) => {
  try {
    parseInput(schema, value);
  } catch (error) {
    return (error as HttpError).fields;
  }
  throw new Error('expected a 400');
};

describe('parseInput', () => {
  const schema = z.object({
    dateFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dateInvalid'),
    numberOfPeople: z.coerce.number().int().min(1),
    place: z.object({ name: z.string() }),
    tags: z.array(z.string()).optional(),
  });

  it('answers message keys, never zod’s English text, for missing and malformed fields', () => {
    expect(fieldsOf(schema, {})).toEqual({
      dateFrom: 'dateFromRequired',
      numberOfPeople: 'numberOfPeopleRequired',
      place: 'placeRequired',
    });
    expect(
      fieldsOf(schema, { dateFrom: 'soon', numberOfPeople: 'two', place: { name: 3 }, tags: [1] }),
    ).toEqual({
      dateFrom: 'dateInvalid',
      numberOfPeople: 'numberOfPeopleInvalid',
      'place.name': 'nameInvalid',
      'tags.0': 'tagsInvalid',
    });
    expect(fieldsOf(schema, { dateFrom: '', numberOfPeople: '0', place: {} })).toEqual({
      dateFrom: 'dateInvalid',
      numberOfPeople: 'numberOfPeopleInvalid',
      'place.name': 'nameRequired',
    });
  });

  it('is a 400 validation-failed error', () => {
    expect(() => parseInput(schema, null)).toThrowError(
      expect.objectContaining({ statusCode: 400, code: 'validation-failed' }),
    );
  });
});

describe('parsePathParam', () => {
  it('is a 404 for a value that cannot name anything', () => {
    expect(parsePathParam(z.coerce.number().int().positive(), '12')).toBe(12);
    expect(() => parsePathParam(z.coerce.number().int().positive(), 'abc', 'No such cart.')).toThrowError(
      expect.objectContaining({ statusCode: 404, code: 'not-found', message: 'No such cart.' }),
    );
  });
});
