import { describe, expect, it } from 'vitest';
import { birthdaysCelebratedOn } from './loyalty';

describe('the birthday bonus’s day', () => {
  it('is the birthday’s day and month', () => {
    expect(birthdaysCelebratedOn('2027-07-14')).toEqual(['07-14']);
    expect(birthdaysCelebratedOn('2027-03-01')).toEqual(['03-01']);
  });

  it('gives 29 February’s birthdays on 28 February of a common year only', () => {
    expect(birthdaysCelebratedOn('2027-02-28')).toEqual(['02-28', '02-29']);
    expect(birthdaysCelebratedOn('2028-02-28')).toEqual(['02-28']);
    expect(birthdaysCelebratedOn('2028-02-29')).toEqual(['02-29']);
    expect(birthdaysCelebratedOn('2100-02-28')).toEqual(['02-28', '02-29']);
  });
});
